import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { serverMessage, useSession, type PageData } from '@wb/api';
import { DEFAULT_PAGE_SIZE } from '@wb/ui';

/** Whether the caller may press a button of a sys leaf (`sys:code_rule:add` …); admins may press all. */
export function useCan(prefix: string): (code: string) => boolean {
  const admin = useSession((s) => s.userInfo?.admin === true);
  const permissions = useSession((s) => s.permissions);
  return (code) => admin || permissions[`${prefix}:${code}`] === true;
}

/**
 * The list state of a system-service screen: keyword, page and page size, the list query keyed by
 * the company, and `act` to run a change, announce its message and reload the list; a refused
 * change shows the server's own message (its validation wording) and leaves the list as it was.
 */
export function useServiceList<T, F extends object = Record<string, never>>(
  name: string,
  fetch: (request: { keyword?: string; limit: { pn: number; ps: number } } & Partial<F>) => Promise<PageData<T>>,
) {
  const orgId = useSession((s) => s.userInfo?.currentOrg ?? '');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<Partial<F>>({});
  const [limit, setLimit] = useState({ pn: 1, ps: DEFAULT_PAGE_SIZE });
  const queryKey = ['session', orgId, 'sys-service', name, keyword, filters, limit.pn, limit.ps];
  const list = useQuery({
    queryKey,
    queryFn: () => fetch({ ...filters, ...(keyword ? { keyword } : {}), limit }),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['session', orgId, 'sys-service', name] });
  async function act<R>(run: () => Promise<R>, done: string | ((r: R) => string)): Promise<R | undefined> {
    try {
      const result = await run();
      void message.success(typeof done === 'string' ? done : done(result));
      await reload();
      return result;
    } catch (error) {
      void message.error(serverMessage(error));
      return undefined;
    }
  }
  return {
    list,
    keyword,
    search: (text: string) => {
      setKeyword(text.trim());
      setLimit((l) => ({ ...l, pn: 1 }));
    },
    filters,
    setFilters: (next: Partial<F>) => {
      setFilters(next);
      setLimit((l) => ({ ...l, pn: 1 }));
    },
    pagination: {
      current: limit.pn,
      pageSize: limit.ps,
      total: list.data?.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 40, 80, 100],
      showTotal: (total: number) => `共 ${total} 条`,
      onChange: (pn: number, ps: number) => setLimit({ pn: ps === limit.ps ? pn : 1, ps }),
    },
    act,
    reload,
  };
}
