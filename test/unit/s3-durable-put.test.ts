import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
// s3rver's own file store: the one the local runtime serves uploads from.
import FilesystemStore from 's3rver/lib/stores/filesystem.js';
import { makePutsDurable } from '../../infra/local/s3-durable-put.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function durableStore() {
  const dir = mkdtempSync(join(tmpdir(), 's3-durable-'));
  dirs.push(dir);
  const store = new FilesystemStore(dir);
  await store.putBucket('uploads');
  makePutsDurable(store);
  return { store, dir };
}

async function readBack(store: typeof FilesystemStore, key: string) {
  const object = await store.getObject('uploads', key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.content as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

describe('the local file store answers a put only when the object can be read whole', () => {
  it('a buffered upload is readable in full as soon as the put returns', async () => {
    const { store } = await durableStore();
    const body = bytes(6 * 1024 * 1024, 7);
    const stored = await store.putObject({
      bucket: 'uploads',
      key: 'cv/a.pdf',
      metadata: {},
      content: body,
    });
    expect(stored.size).toBe(body.length);
    expect((await readBack(store, 'cv/a.pdf'))?.equals(body)).toBe(true);
  });

  it('a streamed upload is readable in full as soon as the put returns, with its md5', async () => {
    const { store } = await durableStore();
    const parts = [bytes(1024 * 1024, 1), bytes(1024 * 1024, 2), bytes(10, 3)];
    const stored = await store.putObject({
      bucket: 'uploads',
      key: 'photos/b.jpg',
      metadata: {},
      content: Readable.from(parts),
    });
    const whole = Buffer.concat(parts);
    expect(stored).toEqual({
      size: whole.length,
      md5: (await import('node:crypto')).createHash('md5').update(whole).digest('hex'),
    });
    expect((await readBack(store, 'photos/b.jpg'))?.equals(whole)).toBe(true);
  });

  it('an overwrite replaces the object whole and leaves no partial file behind', async () => {
    const { store, dir } = await durableStore();
    await store.putObject({
      bucket: 'uploads',
      key: 'c.txt',
      metadata: {},
      content: bytes(100, 1),
    });
    await store.putObject({ bucket: 'uploads', key: 'c.txt', metadata: {}, content: bytes(50, 2) });
    expect(await readBack(store, 'c.txt')).toEqual(bytes(50, 2));
    expect(readdirSync(join(dir, 'uploads')).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('a body that fails half-way stores nothing and leaves no partial file', async () => {
    const { store, dir } = await durableStore();
    const failing = new Readable({
      read() {
        this.push(bytes(1024, 1));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(
      store.putObject({ bucket: 'uploads', key: 'd.txt', metadata: {}, content: failing }),
    ).rejects.toThrow('connection reset');
    expect(await readBack(store, 'd.txt')).toBeUndefined();
    expect(readdirSync(join(dir, 'uploads'))).toEqual([]);
  });
});
