import { CopyOutlined, ExportOutlined, KeyOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { issueDisplayKey, serverMessage, useSession, type MenuItem } from '@wb/api';

/** The wall-display address of a report page with a display key (public, no sign-in). */
export function displayUrl(origin: string, path: string, key: string): string {
  return `${origin}${path}?key=${encodeURIComponent(key)}`;
}

/**
 * The report leaves of 报表中心 › 班组报表 inside the back office: the reports app's page in a frame
 * (same origin, same session), with 新窗口 for a full screen. Administrators issue the company's
 * display key here; it is shown once, as the address a wall display opens without signing in.
 */
export function ReportEmbedPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const admin = useSession((s) => s.userInfo?.admin === true);
  const [url, setUrl] = useState<string | null>(null);
  const src = `/reports${item.path}`;
  const issue = async () => {
    try {
      setUrl(displayUrl(window.location.origin, item.path, await issueDisplayKey()));
    } catch (error) {
      void message.error(serverMessage(error));
    }
  };
  return (
    <Card
      size="small"
      title={item.title}
      styles={{ body: { padding: 0 } }}
      extra={
        <Space>
          {admin ? (
            <Popconfirm
              title="生成新的展示密钥后，旧的大屏地址将失效，继续？"
              okText="确定"
              cancelText="取消"
              onConfirm={() => issue()}
            >
              <Button size="small" icon={<KeyOutlined />}>
                大屏地址
              </Button>
            </Popconfirm>
          ) : null}
          <Button size="small" icon={<ExportOutlined />} href={src} target="_blank">
            新窗口
          </Button>
        </Space>
      }
    >
      <iframe
        title={item.title}
        src={src}
        style={{ width: '100%', height: 'calc(100vh - 170px)', border: 0, display: 'block' }}
        data-testid="report-frame"
      />
      {url === null ? null : (
        <Modal
          open
          title="大屏展示地址"
          onCancel={() => setUrl(null)}
          footer={<Button onClick={() => setUrl(null)}>关闭</Button>}
        >
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message="地址中的展示密钥只显示这一次；持有地址即可查看本公司的汇总报表与在厂车辆（车牌已脱敏），请只配置在厂内大屏上。"
          />
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={url ?? ''} data-testid="display-url" />
            <Button
              icon={<CopyOutlined />}
              onClick={() =>
                void navigator.clipboard.writeText(url ?? '').then(
                  () => message.success('已复制'),
                  () => message.error('复制失败，请手动选择复制'),
                )
              }
            >
              复制
            </Button>
          </Space.Compact>
        </Modal>
      )}
    </Card>
  );
}
