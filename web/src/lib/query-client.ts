import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { setServerStateReset } from './server-state-reset';

/**
 * Server state. Data stays fresh for a minute and is not refetched on every tab focus: each
 * request costs our users time and money on mobile data. Only transient failures are retried.
 *
 * Offline, TanStack Query would pause every request until the browser says it is online again
 * (a form stuck on "Sending…", lost if the app is closed). Ours are not paused: a read is tried
 * once, so the service worker's saved copy can answer it, and a send always goes to api-client,
 * which keeps a form written offline on the phone or says the network is down.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
      retry: (failures, error) =>
        failures < 2 && (!(error instanceof ApiError) || error.isTransient),
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

setServerStateReset(() => queryClient.clear());
