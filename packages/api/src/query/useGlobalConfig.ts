import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchGlobalConfig } from '../calls/authCalls';
import { queryKeys } from './queryKeys';
import type { GlobalConfig } from '../wire';

/** Public site configuration (captcha switch, lock path, idle timeout, version). */
export function useGlobalConfig(): UseQueryResult<GlobalConfig> {
  return useQuery({ queryKey: queryKeys.globalConfig, queryFn: fetchGlobalConfig, staleTime: 5 * 60_000 });
}
