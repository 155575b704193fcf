import * as z from 'zod';

/**
 * The social sign-in providers the product supports. The spec (section 4) names Facebook,
 * Google and Twitter; Cognito user pools federate the first two, and not X (Twitter): see
 * `providersNotOffered`.
 */
export const socialProviders = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/**
 * Providers the spec names that are not offered, each with the title of the decision that says
 * why (a `## ` heading of docs/decisions/accounts-and-sessions.md).
 */
export const providersNotOffered = {
  Twitter: 'X (Twitter) sign-in is not offered',
} as const;

export interface LinkedProvider {
  provider: SocialProvider;
  /** The provider's own id for the person (Cognito's Cognito_Subject). */
  providerUserId: string;
}

const identitiesSchema = z.array(
  z.object({ providerName: z.string(), userId: z.string() }).loose(),
);

/** Reads Cognito's `identities` attribute (a JSON list) into the providers we support. */
export function parseIdentities(raw: string | undefined): LinkedProvider[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const result = identitiesSchema.safeParse(parsed);
  if (!result.success) return [];
  return result.data
    .filter((identity) => (socialProviders as readonly string[]).includes(identity.providerName))
    .map((identity) => ({
      provider: identity.providerName as SocialProvider,
      providerUserId: identity.userId,
    }));
}

/** Cognito names a federated user "<Provider>_<provider user id>" (e.g. Google_1234). */
export function parseFederatedUsername(username: string): LinkedProvider | undefined {
  const match = /^(Google|Facebook)_(.+)$/i.exec(username);
  if (!match) return undefined;
  const provider = socialProviders.find((p) => p.toLowerCase() === match[1]!.toLowerCase())!;
  return { provider, providerUserId: match[2]! };
}
