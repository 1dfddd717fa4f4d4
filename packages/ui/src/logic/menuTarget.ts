import type { MenuItem } from '@wb/api';

/** Where a menu item leads: its path plus its query (stored as a query string or a JSON object). */
export function menuTarget(item: Pick<MenuItem, 'path' | 'query'>): string {
  const query = item.query?.trim();
  if (!query) return item.path;
  let search: string;
  if (query.startsWith('{')) {
    try {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(JSON.parse(query) as Record<string, unknown>)) params.append(key, String(value));
      search = params.toString();
    } catch {
      search = '';
    }
  } else {
    search = query.replace(/^\?/, '');
  }
  return search ? `${item.path}${item.path.includes('?') ? '&' : '?'}${search}` : item.path;
}
