import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  stop: () => Promise<void>;
}

const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>
<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** s3rver with the uploads bucket (CORS open for the browser's presigned uploads). */
export async function startS3(dir: string, bucket: string): Promise<LocalS3> {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  const { port } = (await server.run()) as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
