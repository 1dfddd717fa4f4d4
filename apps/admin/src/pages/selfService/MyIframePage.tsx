import { useQuery } from '@tanstack/react-query';
import { Card, Result, Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { fetchEmbedOrigins } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { decideEmbed } from '../../logic/embedDecision';

/**
 * /myiframe/{routerPath}?src=<address>&name=<title>: an external page inside the shell, only from
 * an origin an administrator allowed (应用管理 → 站点链接); anything else is refused, not loaded.
 */
export function MyIframePage() {
  const { routerPath } = useParams();
  const [search] = useSearchParams();
  const title = search.get('name') || routerPath || '外部页面';
  usePageTitle(title);
  const origins = useQuery({ queryKey: ['site', 'embed-origins'], queryFn: fetchEmbedOrigins, retry: false });
  if (origins.isPending) return <Spin size="large" className="wb-page-loading" />;
  const decision = decideEmbed(search.get('src'), origins.data ?? []);
  if (decision.kind === 'refuse')
    return (
      <Card data-testid="iframe-refused">
        <Result status="403" title="不能打开该页面" subTitle={decision.reason} />
      </Card>
    );
  return (
    <iframe
      data-testid="embedded-page"
      title={title}
      src={decision.src}
      // scripts and forms of the allowed site work; it cannot navigate the shell or open downloads silently
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
      style={{ width: '100%', height: 'calc(100vh - 150px)', border: 0, background: '#fff' }}
    />
  );
}
