import { apiFetch } from './api-fetch';

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
  /** The app client of the hosted-UI social sign-in; password sessions use userPoolClientId. */
  socialClientId?: string;
  /** CloudWatch RUM, only on stages that turn it on (never locally): see lib/rum.ts. */
  rum?: RumConfig;
}

export interface RumConfig {
  appMonitorId: string;
  identityPoolId: string;
  region: string;
  /** Share of sessions recorded, 0 to 1. */
  sessionSampleRate: number;
}

let pending: Promise<ClientConfig> | undefined;

/** Fetched once per page load and shared by Amplify's set-up and the screens that show providers. */
export function fetchClientConfig(): Promise<ClientConfig> {
  pending ??= apiFetch<ClientConfig>('/api/config').catch((error: unknown) => {
    pending = undefined; // a failure (offline) may be retried later
    throw error;
  });
  return pending;
}
