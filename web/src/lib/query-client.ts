import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { setServerStateReset } from './server-state-reset';

/**
 * Server state. Data stays fresh for a minute and is not refetched on every tab focus: each
 * request costs our users time and money on mobile data. Only transient failures are retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 2 && (!(error instanceof ApiError) || error.isTransient),
    },
    mutations: { retry: false },
  },
});

setServerStateReset(() => queryClient.clear());
