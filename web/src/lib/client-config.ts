import type { systemRoutes } from '@http/routes/system';
import type { AnswerOf } from '@http/route-contract';
import { apiFetch } from './api-fetch';

/**
 * GET /api/config: what the browser needs to talk to the user pool, typed by the route's
 * definition. Read with apiFetch before anyone can be signed in (the client of api-client.ts
 * asks the sign-in code for a token), and named by its type only, so no schema comes with it.
 */
export type ClientConfig = AnswerOf<typeof systemRoutes.clientConfig>;

/** A social sign-in the stage offers. */
export type SocialProvider = ClientConfig['socialProviders'][number];

/** CloudWatch RUM, only on stages that turn it on (never locally): see lib/rum.ts. */
export type RumConfig = NonNullable<ClientConfig['rum']>;

let pending: Promise<ClientConfig> | undefined;

/** Fetched once per page load and shared by Amplify's set-up and the screens that show providers. */
export function fetchClientConfig(): Promise<ClientConfig> {
  pending ??= apiFetch<ClientConfig>('/api/config').catch((error: unknown) => {
    pending = undefined; // a failure (offline) may be retried later
    throw error;
  });
  return pending;
}
