import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { s3Client } from '../../lambdas/ports/clients/s3.js';

/** Downloads a link as a browser would: it must answer 200; its type and bytes. */
export async function download(url: string) {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  return {
    type: answer.headers.get('content-type'),
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

/** Every file the uploads bucket holds under a prefix, sorted. */
export async function filesUnder(prefix: string) {
  const listed = await s3Client().send(
    new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
