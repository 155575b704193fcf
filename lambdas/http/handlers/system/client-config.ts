import { env } from '../../../ports/env.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

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
  };
});
