import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { fetchSiteLinks, saveSiteLinks, useSession } from '@wb/api';

interface LinksForm {
  appDownloadUrl: string;
  embedOrigins: string;
}

/** Under 应用管理 (administrators): the handset download address of /appDownload and the origins /myiframe may embed. */
export function SiteLinksPanel() {
  const admin = useSession((s) => s.userInfo?.admin === true);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<LinksForm>();
  const links = useQuery({ queryKey: ['site', 'links'], queryFn: fetchSiteLinks, enabled: admin });
  useEffect(() => {
    if (links.data) form.setFieldsValue({ appDownloadUrl: links.data.appDownloadUrl ?? '', embedOrigins: links.data.embedOrigins.join('\n') });
  }, [links.data, form]);
  if (!admin) return null;
  return (
    <Card title="站点链接" size="small" style={{ marginTop: 12 }} data-testid="site-links">
      <Form<LinksForm>
        form={form}
        layout="vertical"
        onFinish={(v) =>
          void saveSiteLinks({ appDownloadUrl: v.appDownloadUrl?.trim() ?? '', embedOrigins: (v.embedOrigins ?? '').split(/\s+/).filter(Boolean) })
            .then(() => {
              void message.success('保存成功');
              void client.invalidateQueries({ queryKey: ['site'] });
            })
            .catch(() => undefined)
        }
      >
        <Form.Item name="appDownloadUrl" label="手持机APP下载地址" extra="/appDownload 页面的二维码指向这里">
          <Input aria-label="手持机APP下载地址" placeholder="https://…/handset.apk" />
        </Form.Item>
        <Form.Item name="embedOrigins" label="允许嵌入的外部站点" extra="每行一个站点地址（如 https://maps.example.com），/myiframe 只打开这些站点的页面">
          <Input.TextArea aria-label="允许嵌入的外部站点" rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" autoInsertSpace={false}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
