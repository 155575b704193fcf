import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { registerVerified, uniqueEmail } from '../support/accounts.js';
import { initiateAuth } from '../support/cognito-sign-in.js';

/**
 * A signed-in user calls Cognito itself, with their own access token, as any
 * client may. The web app client may write no attribute the app owns (infra/auth-clients.ts):
 * the sign-in e-mail changes only through the app's verified flow, the user type never.
 */
const settings = () => inject('settings');
const cognito = new CognitoIdentityProviderClient({
  endpoint: settings().COGNITO_PUBLIC_ENDPOINT!,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => cognito.destroy());

const unauthorizedWrite = {
  name: 'NotAuthorizedException',
  message: 'A client attempted to write unauthorized attribute',
};

async function attributesOf(accessToken: string) {
  const user = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
  return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
}

describe('attributes written straight to Cognito', () => {
  it('refuses a new sign-in e-mail, which then signs nobody in', async () => {
    const attacker = await registerVerified('parent');
    const squatted = uniqueEmail('someone-else');
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: attacker.accessToken,
          UserAttributes: [{ Name: 'email', Value: squatted }],
        }),
      ),
    ).rejects.toMatchObject(unauthorizedWrite);

    const withSquatted = await initiateAuth(
      settings().COGNITO_PUBLIC_ENDPOINT!,
      settings().USER_POOL_CLIENT_ID!,
      squatted,
      attacker.password,
    );
    expect(withSquatted.AuthenticationResult).toBeUndefined();
    expect(withSquatted.__type).toBeDefined();
    expect((await attributesOf(attacker.accessToken)).email).toBe(attacker.email);
  });

  it('refuses another user type', async () => {
    const parent = await registerVerified('parent');
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: parent.accessToken,
          UserAttributes: [{ Name: 'custom:user_type', Value: 'caregiver' }],
        }),
      ),
    ).rejects.toMatchObject(unauthorizedWrite);
    expect((await attributesOf(parent.accessToken))['custom:user_type']).toBe('parent');
  });

  it('refuses a sign-up through the web client that writes the app’s attributes', async () => {
    const email = uniqueEmail('direct');
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: settings().USER_POOL_CLIENT_ID!,
          Username: email,
          Password: 'Passw0rd-test',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'custom:user_type', Value: 'caregiver' },
          ],
        }),
      ),
    ).rejects.toMatchObject(unauthorizedWrite);
  });

  it('signs nobody in through the registration client', async () => {
    const user = await registerVerified('parent');
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: settings().REGISTRATION_CLIENT_ID!,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});
