import { env } from '../../../ports/env.js';
import { httpHandler } from '../../http-handler.js';
import { systemRoutes as routes } from '../../routes/system.js';

const providers = ['Google', 'Facebook'] as const;

export const handler = httpHandler(routes.clientConfig, async () => {
  const settings = env('client');
  return {
    region: env('aws').AWS_REGION,
    userPoolId: settings.USER_POOL_ID,
    userPoolClientId: settings.USER_POOL_CLIENT_ID,
    userPoolEndpoint: settings.COGNITO_PUBLIC_ENDPOINT,
    socialProviders: providers.filter((p) => settings.SOCIAL_PROVIDERS.split(',').includes(p)),
    oauthDomain: settings.OAUTH_DOMAIN,
    // The hosted-UI (social) sign-in's own app client, whose tokens cannot write attributes.
    socialClientId: settings.SOCIAL_CLIENT_ID,
    rum: rumSettings(),
  };
});

/** CloudWatch RUM of the SPA, only on stages that turn it on (public ids, no secret). */
function rumSettings() {
  const { RUM_APP_MONITOR_ID, RUM_SAMPLE_RATE } = env('rum');
  // The env schema has both or none; the check narrows the types.
  if (!RUM_APP_MONITOR_ID || RUM_SAMPLE_RATE === undefined) return undefined;
  return {
    appMonitorId: RUM_APP_MONITOR_ID,
    region: env('aws').AWS_REGION,
    sessionSampleRate: RUM_SAMPLE_RATE,
  };
}
