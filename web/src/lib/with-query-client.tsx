import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * Wraps a page that fetches in the (single, shared) query client. Done per page rather than
 * around the whole app so pages that fetch nothing, the home page first, do not download
 * TanStack Query.
 */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
