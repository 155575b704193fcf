import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFederatedUsername, providersNotOffered } from '../../lambdas/core/auth/providers.js';
import { socialProviders } from '../../lambdas/core/ports/identity.js';
import { parseIdentities } from '../../lambdas/ports/cognito-identities.js';
import { projectPath } from '../../infra/project-paths.js';

/** Spec section 4: "social providers (Facebook, Google, Twitter) by redirect". */
const specProviders = ['Facebook', 'Google', 'Twitter'];

describe('the spec’s social providers', () => {
  it('are each offered, or recorded as not offered with the reason', () => {
    // One file per concern under docs/decisions/; each decision is a `## ` heading of its file.
    const headings = readdirSync(projectPath('docs/decisions'))
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) =>
        readFileSync(projectPath('docs/decisions', name), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('## ')),
      );
    for (const provider of specProviders) {
      const offered = (socialProviders as readonly string[]).includes(provider);
      const why = (providersNotOffered as Record<string, string>)[provider];
      expect(offered || why !== undefined, provider).toBe(true);
      if (why) expect(headings, provider).toContain(`## ${why}`);
    }
  });
});

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
