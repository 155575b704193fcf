import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { signIn, uniqueEmail } from './accounts.js';

export const SOCIAL_PASSWORD = 'Social-pass-1';

/** A user as Cognito creates it after a social sign-in: no user type, no group. */
export async function socialUser() {
  const settings = inject('settings');
  const cognito = new CognitoIdentityProviderClient({
    endpoint: settings.COGNITO_PUBLIC_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const email = uniqueEmail('social');
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: settings.USER_POOL_ID,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: settings.USER_POOL_ID,
      Username: email,
      Password: SOCIAL_PASSWORD,
      Permanent: true,
    }),
  );
  return { email, ...(await signIn(email, SOCIAL_PASSWORD)) };
}
