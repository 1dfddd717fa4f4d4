import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '@wb/ui';

const TEXT = {
  '401': { title: '401', subTitle: '登录已失效，请重新登录后再访问此页面。', status: 'warning', action: '重新登录', to: '/login' },
  '403': { title: '403', subTitle: '抱歉，您没有访问此页面的权限。', status: '403', action: '返回首页', to: '/' },
  '404': { title: '404', subTitle: '抱歉，您访问的页面不存在。', status: '404', action: '返回首页', to: '/' },
  '500': { title: '500', subTitle: '抱歉，服务器出错了，请稍后再试。', status: '500', action: '返回首页', to: '/' },
} as const;

/** The error pages /401, /403, /404 (also every unknown address) and /500. */
export function ErrorPage({ code }: { code: keyof typeof TEXT }) {
  const navigate = useNavigate();
  const text = TEXT[code];
  usePageTitle(text.title);
  return (
    <div style={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }} data-testid={`error-page-${code}`}>
      <Result
        status={text.status}
        title={text.title}
        subTitle={text.subTitle}
        extra={
          <Button type="primary" onClick={() => void navigate(text.to)}>
            {text.action}
          </Button>
        }
      />
    </div>
  );
}
