import { describe, expect, it } from 'vitest';
import { parseFederatedUsername, parseIdentities } from '../../lambdas/core/auth/providers.js';

describe('social provider parsing', () => {
  it('reads the providers we support from Cognito identities', () => {
    const raw = JSON.stringify([
      { providerName: 'Google', userId: '111', providerType: 'Google' },
      { providerName: 'SAML-corp', userId: '222' },
      { providerName: 'Facebook', userId: '333' },
    ]);
    expect(parseIdentities(raw)).toEqual([
      { provider: 'Google', providerUserId: '111' },
      { provider: 'Facebook', providerUserId: '333' },
    ]);
    expect(parseIdentities(undefined)).toEqual([]);
    expect(parseIdentities('not json')).toEqual([]);
    expect(parseIdentities('{"providerName":"Google"}')).toEqual([]);
  });

  it('reads federated usernames', () => {
    expect(parseFederatedUsername('google_10987')).toEqual({
      provider: 'Google',
      providerUserId: '10987',
    });
    expect(parseFederatedUsername('Facebook_55')).toEqual({
      provider: 'Facebook',
      providerUserId: '55',
    });
    expect(parseFederatedUsername('c6bdd1af-7dac')).toBeUndefined();
  });
});
