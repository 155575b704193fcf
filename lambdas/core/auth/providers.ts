import { socialProviders, type LinkedProvider } from '../ports/identity.js';

/**
 * Providers the spec names that are not offered (the ones offered: core/ports/identity.ts
 * `socialProviders`), each with the title of the decision that says why (a `## ` heading of
 * docs/decisions/accounts-and-sessions.md).
 */
export const providersNotOffered = {
  Twitter: 'X (Twitter) sign-in is not offered',
} as const;

/** Cognito names a federated user "<Provider>_<provider user id>" (e.g. Google_1234). */
export function parseFederatedUsername(username: string): LinkedProvider | undefined {
  const match = /^(Google|Facebook)_(.+)$/i.exec(username);
  if (!match) return undefined;
  const provider = socialProviders.find((p) => p.toLowerCase() === match[1]!.toLowerCase())!;
  return { provider, providerUserId: match[2]! };
}
