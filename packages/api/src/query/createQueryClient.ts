import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../client/ApiError';

/**
 * The react-query client of every app. Failed calls were already reported by the interceptor, so
 * retries are only for transport trouble, never for answers the server meant (4xx, 5xx with a body).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && error instanceof ApiError && (error.status === 'network' || error.status === 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}
