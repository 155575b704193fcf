import * as z from 'zod';
import {
  socialProviders,
  type LinkedProvider,
  type SocialProvider,
} from '../core/ports/identity.js';

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
