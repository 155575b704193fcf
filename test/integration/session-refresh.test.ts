import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api.js';
import { DEMO_PASSWORD } from '../support/accounts.js';
import { waitForItems } from '../support/poll.js';

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

    // a refreshed token is new (iat) but keeps the sign-in's auth_time, as Cognito's do: the
    // API's session fence reads auth_time (lambdas/core/sessions/session-fence.ts)
    const signedInAt = decodeJwt(signedIn.AuthenticationResult!.IdToken).auth_time as number;
    await waitForItems(
      async () => [Math.floor(Date.now() / 1000)],
      (second) => second > signedInAt,
      { what: 'the next second' },
    );
    const later = await cognitoCall('GetTokensFromRefreshToken', { ClientId, RefreshToken });
    const renewed = decodeJwt(later.AuthenticationResult!.IdToken);
    expect(renewed.iat).toBeGreaterThan(signedInAt);
    expect(renewed.auth_time).toBe(signedInAt);
    expect(
      (await api('GET', '/api/me', { token: later.AuthenticationResult!.IdToken })).status,
    ).toBe(200);

    const refused = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId,
      RefreshToken: 'not-a-token',
    });
    expect(refused.AuthenticationResult).toBeUndefined();
  });
});
