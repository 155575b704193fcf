import { mkdirSync } from 'node:fs';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { LOCAL_S3_CREDENTIALS } from '../../lambdas/ports/aws-clients.js';
import { makePutsDurable } from './s3-durable-put.js';
import { startExpiration, type ExpirationRule } from './s3-lifecycle.js';
import { startS3Gate } from './s3-gate.js';

export interface LocalS3 {
  /** The gate's address: what the handlers and the browser reach. */
  endpoint: string;
  stop: () => Promise<void>;
}

const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>
<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * s3rver with the uploads bucket (CORS open for the browser's presigned uploads), behind a gate
 * that refuses what the private bucket in AWS refuses (s3-gate.ts), and with the bucket's
 * expiration rules applied as S3's lifecycle applies them (s3-lifecycle.ts).
 */
export async function startS3(
  dir: string,
  bucket: string,
  expirationRules: readonly ExpirationRule[],
): Promise<LocalS3> {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  makePutsDurable((server as unknown as { store: Parameters<typeof makePutsDurable>[0] }).store);
  const { port } = (await server.run()) as { port: number };
  const store = `http://127.0.0.1:${port}`;
  const gate = await startS3Gate(store, {
    [LOCAL_S3_CREDENTIALS.accessKeyId]: LOCAL_S3_CREDENTIALS.secretAccessKey,
  });
  // The lifecycle is the store's own work: it reaches s3rver directly, not through the gate.
  const lifecycleClient = new S3Client({
    endpoint: store,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  const lifecycle = startExpiration(lifecycleClient, bucket, expirationRules);
  return {
    endpoint: gate.endpoint,
    stop: async () => {
      await lifecycle.stop();
      lifecycleClient.destroy();
      await gate.stop();
      await server.close();
    },
  };
}
