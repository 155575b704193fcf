import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, ResourceNotFoundException } from '@aws-sdk/client-secrets-manager';
import { lazyClient } from './aws-clients.js';
import { secretsClient } from './clients/secrets.js';
import { perFunctionKey } from './invocation.js';

/**
 * Secrets Manager values read at run time, never from a function's environment (which anyone
 * allowed to read the function's configuration sees). A read is kept for SECRET_TTL_MS, so a
 * warm function makes one call per secret and version stage every few minutes and picks up a
 * rotated value within that time. A secret that does not exist (yet) is kept as `undefined`
 * for the same time: a stage deploys before its secrets are filled, and asking again on every
 * request would only add latency and cost.
 */
export const SECRET_TTL_MS = 5 * 60_000;

/** Secrets Manager's staging labels: the value in force, and the one it replaced. */
export type VersionStage = 'AWSCURRENT' | 'AWSPREVIOUS';

interface Kept {
  value: Promise<string | undefined>;
  until: number;
}

// Made like a client, so resetClients() (new settings, another stack) forgets it too.
const kept = lazyClient(() => new Map<string, Kept>());

async function fetchSecret(secretId: string, stage: VersionStage): Promise<string | undefined> {
  try {
    const { SecretString } = await secretsClient().send(
      new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }),
    );
    return SecretString;
  } catch (error) {
    // No such secret, or no version with that label (there is no AWSPREVIOUS before a rotation).
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * The secret's text (SecretString) at a version stage, or undefined when the secret or that
 * version does not exist. Other failures (throttling, the service down) reject and are not
 * kept, so the next request asks again.
 */
export function secretText(
  secretId: string,
  stage: VersionStage = 'AWSCURRENT',
): Promise<string | undefined> {
  const key = perFunctionKey(`${stage}\n${secretId}`);
  const now = Date.now();
  const hit = kept().get(key);
  if (hit && hit.until > now) return hit.value;
  // Concurrent requests of a cold function share one call.
  const value = fetchSecret(secretId, stage);
  kept().set(key, { value, until: now + SECRET_TTL_MS });
  value.catch(() => kept().delete(key));
  return value;
}

/**
 * Whether a value sent by a caller is the secret. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or content of what was sent.
 */
export function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
