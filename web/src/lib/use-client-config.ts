import { useQuery } from '@tanstack/react-query';
import { fetchClientConfig, type SocialProvider } from './client-config';

/** Kept apart from client-config.ts so that Amplify's set-up does not pull in TanStack Query. */
export const clientConfigQuery = {
  queryKey: ['client-config'],
  queryFn: fetchClientConfig,
  staleTime: Infinity,
} as const;

export const useClientConfig = () => useQuery(clientConfigQuery);

/** The social providers to offer: none while loading or when the config could not be read. */
export function useSocialProviders(): SocialProvider[] {
  const { data } = useClientConfig();
  return data?.socialProviders ?? [];
}
