import { SecretValue, Stack } from 'aws-cdk-lib';
import {
  ProviderAttribute,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  type UserPool,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

export interface SocialSignIn {
  /** Identity providers the app client must list (Cognito itself always included). */
  clientProviders: UserPoolClientIdentityProvider[];
  /** The constructs the app client must be created after. */
  providers: IUserPoolIdentityProvider[];
  /** Host of the hosted domain the SPA redirects to (no scheme), only when social is on. */
  oauthDomain?: string;
}

/**
 * Google and Facebook sign-in, each only when the stage config names its client id and the
 * Secrets Manager secret holding its secret (read by CloudFormation at deploy, never at synth).
 */
export function addSocialSignIn(
  scope: Construct,
  pool: UserPool,
  config: StageConfig,
): SocialSignIn {
  const providers: IUserPoolIdentityProvider[] = [];
  const clientProviders = [UserPoolClientIdentityProvider.COGNITO];
  if (config.googleClientId && config.googleSecretName) {
    providers.push(
      new UserPoolIdentityProviderGoogle(scope, 'Google', {
        userPool: pool,
        clientId: config.googleClientId,
        clientSecretValue: SecretValue.secretsManager(config.googleSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        },
      }),
    );
    clientProviders.push(UserPoolClientIdentityProvider.GOOGLE);
  }
  if (config.facebookAppId && config.facebookSecretName) {
    providers.push(
      new UserPoolIdentityProviderFacebook(scope, 'Facebook', {
        userPool: pool,
        clientId: config.facebookAppId,
        // A dynamic reference resolved by CloudFormation; the secret never enters the template.
        clientSecret: SecretValue.secretsManager(config.facebookSecretName).unsafeUnwrap(),
        scopes: ['public_profile', 'email'],
        attributeMapping: { email: ProviderAttribute.FACEBOOK_EMAIL },
      }),
    );
    clientProviders.push(UserPoolClientIdentityProvider.FACEBOOK);
  }
  if (providers.length === 0) return { clientProviders, providers };

  pool.addDomain('HostedDomain', { cognitoDomain: { domainPrefix: config.authDomainPrefix } });
  const oauthDomain = `${config.authDomainPrefix}.auth.${Stack.of(scope).region}.amazoncognito.com`;
  return { clientProviders, providers, oauthDomain };
}
