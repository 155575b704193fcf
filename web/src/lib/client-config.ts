import { api } from './api-client';

export type SocialProvider = 'Google' | 'Facebook';

/** GET /api/config: what the browser needs to talk to the user pool. */
export interface ClientConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only set locally (cognito-local); in AWS, Amplify derives the endpoint from the region. */
  userPoolEndpoint?: string;
  socialProviders: SocialProvider[];
  oauthDomain?: string;
}

let pending: Promise<ClientConfig> | undefined;

/** Fetched once per page load and shared by Amplify's set-up and the screens that show providers. */
export function fetchClientConfig(): Promise<ClientConfig> {
  pending ??= api<ClientConfig>('/api/config').catch((error: unknown) => {
    pending = undefined; // a failure (offline) may be retried later
    throw error;
  });
  return pending;
}
