import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage } from '../core/ports/storage.js';
import { recordCall } from './call-log.js';
import { s3Client } from './clients/s3.js';
import { env } from './env.js';
import { stableLinks } from './stable-links.js';

/** How long a public file's link lasts at least, from the moment it is handed out. */
const PUBLIC_LINK_SECONDS = 3600;
const publicLinks = stableLinks((key, signing) =>
  getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), signing),
);

const bucket = () => env('storage').UPLOADS_BUCKET;
const notFound = (error: unknown) =>
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string })?.name ?? '');

/** The uploads bucket: browsers upload straight to it; the API checks what arrived. */
export const storage: Storage = {
  /** A presigned POST bounded in size and type; the file goes to S3 without passing through us. */
  presignUpload(key: string, contentType: string, maxBytes: number) {
    // The browser's POST acts with our permission; the SDK makes no call for it.
    recordCall('S3Client', 'PutObjectCommand', { Bucket: bucket(), Key: key });
    return createPresignedPost(s3Client(), {
      Bucket: bucket(),
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: 300,
    });
  },

  /** Size of an uploaded object, or undefined when nothing was uploaded under that key. */
  async size(key: string): Promise<number | undefined> {
    try {
      const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  },

  /**
   * A whole object, read once, or 'too large' when it is over `maxBytes` (its body is then not
   * read), or undefined when nothing was uploaded under that key.
   */
  async readAtMost(key: string, maxBytes: number): Promise<Uint8Array | 'too large' | undefined> {
    try {
      const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
      if ((object.ContentLength ?? 0) > maxBytes) {
        await object.Body?.transformToWebStream().cancel();
        return 'too large';
      }
      const bytes = await object.Body!.transformToByteArray();
      return bytes.length > maxBytes ? 'too large' : bytes;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  },

  async write(key: string, bytes: Uint8Array, contentType: string) {
    await s3Client().send(
      new PutObjectCommand({ Bucket: bucket(), Key: key, Body: bytes, ContentType: contentType }),
    );
  },

  async remove(key: string) {
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  },

  /** Deletes every object under a prefix, a listing page (up to 1000) at a time. */
  async removeAll(prefix: string): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await s3Client().send(
        new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length) {
        await s3Client().send(
          new DeleteObjectsCommand({
            Bucket: bucket(),
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        removed += keys.length;
      }
      token = page.NextContinuationToken;
    } while (token);
    return removed;
  },

  /** A short-lived link to read a private object. */
  signedLink: (key: string, seconds = 300) =>
    getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
      expiresIn: seconds,
    }),

  /**
   * A link to a file anyone may see (profile photos, community post files): the same link for
   * an hour, so browsers cache the file (stable-links.ts).
   */
  publicLink(key: string) {
    // A remembered link is still a read with our permission, though no call signs it again.
    recordCall('S3Client', 'GetObjectCommand', { Bucket: bucket(), Key: key });
    return publicLinks(key, PUBLIC_LINK_SECONDS);
  },
};
