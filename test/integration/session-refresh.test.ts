import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api.js';
import { DEMO_PASSWORD } from '../support/accounts.js';

/** The browser's sign-in endpoint also renews sessions the way Amplify asks for it. */
async function cognitoCall(target: string, body: unknown) {
  const response = await fetch(inject('settings').COGNITO_PUBLIC_ENDPOINT!, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    AuthenticationResult?: { IdToken: string; RefreshToken?: string };
  };
}

describe('session refresh (GetTokensFromRefreshToken)', () => {
  it('returns a new ID token for a refresh token that the API accepts', async () => {
    const ClientId = inject('settings').USER_POOL_CLIENT_ID;
    const signedIn = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId,
      AuthParameters: { USERNAME: 'cook@demo.test', PASSWORD: DEMO_PASSWORD },
    });
    const RefreshToken = signedIn.AuthenticationResult!.RefreshToken!;
    const refreshed = await cognitoCall('GetTokensFromRefreshToken', { ClientId, RefreshToken });
    const idToken = refreshed.AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();
    expect(decodeJwt(idToken!)).toMatchObject({
      email: 'cook@demo.test',
      'cognito:groups': ['cook'],
    });
    expect((await api('GET', '/api/me', { token: idToken })).body.email).toBe('cook@demo.test');

    const refused = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId,
      RefreshToken: 'not-a-token',
    });
    expect(refused.AuthenticationResult).toBeUndefined();
  });
});
