import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The part of s3rver's file store (lib/stores/filesystem.js, 3.7) that a put goes through. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

interface StoredObject {
  bucket: string;
  key: string;
  metadata: unknown;
  content: Buffer | Readable;
}

/**
 * s3rver 3.7's putObject answers before the object's file is written: for a buffered body it
 * resolves right after `writeStream.end()`, for a stream when its hashing step finishes, never
 * when the file is on disk. A read just after a successful upload could then find no file
 * (NoSuchKey) or part of one. S3 gives strong read-after-write consistency: "after a successful
 * write of a new object, or an overwrite or delete of an existing object, any subsequent read
 * request immediately receives the latest version of the object"
 * (https://aws.amazon.com/s3/consistency/). This put waits for the whole file, and writes it
 * under a temporary name first so a reader never sees half an object (a put to one key is
 * atomic in S3 too).
 */
export function makePutsDurable(store: FilesystemStore) {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    const partPath = `${objectPath}.${randomUUID()}.part`;
    await mkdir(dirname(objectPath), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content)
      ? Readable.from([object.content])
      : object.content;
    try {
      await pipeline(content, measure, createWriteStream(partPath));
      await rename(partPath, objectPath);
    } catch (error) {
      await rm(partPath, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}
