import * as z from 'zod';
import { env } from './env.js';

/**
 * What every AWS client shares. In AWS it adds nothing but the region; in the local runtime it
 * points each client at its stand-in with dummy credentials (and path-style S3 for s3rver).
 * Each client lives in its own module under clients/, so a function bundles only the SDK
 * clients it uses.
 */
const localEndpoints = z
  .object({
    dynamodb: z.string(),
    cognito: z.string(),
    s3: z.string(),
    ses: z.string(),
    events: z.string(),
    location: z.string(),
  })
  .partial();
export type Service = keyof z.infer<typeof localEndpoints>;

export function clientOptions(service: Service) {
  const region = env('aws').AWS_REGION;
  const raw = env('aws').LOCAL_AWS_ENDPOINTS;
  const endpoint = raw ? localEndpoints.parse(JSON.parse(raw))[service] : undefined;
  if (!endpoint) return { region };
  const credentials =
    service === 's3'
      ? { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
      : { accessKeyId: 'local', secretAccessKey: 'local' };
  return { region, endpoint, credentials, ...(service === 's3' ? { forcePathStyle: true } : {}) };
}

const resets = new Set<() => void>();

/** One client per process, made on first use (settings are read then, not at import). */
export function lazyClient<T>(make: () => T): () => T {
  let value: T | undefined;
  resets.add(() => (value = undefined));
  return () => (value ??= make());
}

/** The local runtime and tests change settings between stacks; forget the clients made. */
export const resetClients = (): void => resets.forEach((reset) => reset());
