import { Button, Card, Result, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@wb/ui';

/** /template-free (SPEC.md §2): the menu has no LIST template yet, and what to do about it. */
export function TemplateFreeNotice({ title }: { title?: string }) {
  const navigate = useNavigate();
  return (
    <Card data-testid="template-free">
      <Result
        status="info"
        title={title ? `${title}：模板未配置` : '模板未配置'}
        subTitle={
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            该菜单尚未配置格式模板。请管理员在“模板属性配置”中为该菜单配置列表模板（LIST）与表单模板（FORM），保存后刷新本页即可使用。
          </Typography.Paragraph>
        }
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            返回首页
          </Button>
        }
      />
    </Card>
  );
}
