import { useQuery } from '@tanstack/react-query';
import { Button, QRCode, Result, Space, Spin, Typography } from 'antd';
import { fetchAppDownloadUrl } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { SelfServiceFrame } from './SelfServiceFrame';

/** /appDownload: the handset app's address (set by an administrator) as a QR code drawn in the browser, and a link. */
export function AppDownloadPage() {
  usePageTitle('手持机APP下载');
  const url = useQuery({ queryKey: ['site', 'app-download'], queryFn: fetchAppDownloadUrl, retry: false });
  return (
    <SelfServiceFrame title="手持机APP下载" testId="app-download-page" width={420}>
      {url.isPending ? (
        <Spin />
      ) : !url.data ? (
        <Result status="warning" title="下载地址尚未配置" subTitle="请联系管理员在 系统管理 → 应用管理 → 站点链接 中设置手持机APP下载地址。" data-testid="app-download-missing" />
      ) : (
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          <Typography.Text type="secondary">用手机扫描二维码下载安装</Typography.Text>
          <div data-testid="app-download-qr">
            <QRCode value={url.data} size={220} type="svg" />
          </div>
          <Typography.Text copyable data-testid="app-download-url" style={{ wordBreak: 'break-all' }}>
            {url.data}
          </Typography.Text>
          <Button type="primary" href={url.data} target="_blank" rel="noopener noreferrer">
            直接下载
          </Button>
        </Space>
      )}
    </SelfServiceFrame>
  );
}
