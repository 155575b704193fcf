import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { cardsFor } from '../../lambdas/core/search/caregiver-cards.js';
import type { UserRecord } from '../../lambdas/core/users/users.js';
import { baseUrl } from '../support/api.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** node:http, not fetch: fetch decompresses on its own and hides the encoding on the wire. */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = request(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const decoded = ({ headers, bytes }: RawAnswer) => {
  const encoding = headers['content-encoding'];
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : bytes;
  return JSON.parse(text.toString('utf8'));
};

/** A page of 15 search cards of our own, in a region no other test uses. */
const region = `Region ${randomUUID().slice(0, 8)}`;
const list = `/api/caregivers?${new URLSearchParams({ country: 'Botswana', region }).toString()}`;

beforeAll(async () => {
  const now = Date.now();
  const cards = Array.from({ length: 16 }, (_, i) =>
    cardsFor(
      {
        uid: `gzip-${randomUUID()}`,
        email: `gzip-${i}@example.test`,
        user_type: 'childcarer',
        date_created: now,
        date_updated: now - i * 1000,
        live: true,
        isCompelete: true,
        fullname: `Compressed Caregiver ${i}`,
        positions: ['Nanny', 'Weekend Nanny'],
        languages: ['English', 'tonga'],
        currently_in: 'Botswana',
        region,
        town: 'Gaborone',
      } as UserRecord,
      now,
    ),
  ).flat();
  await db().entities.caregiverCard.put(cards).go({ concurrency: 4 });
});

describe('compressed API answers (uses-text-compression)', () => {
  it.each(['br', 'gzip'])(
    'a public list answered with accept-encoding: %s is encoded and decodes to the same JSON',
    async (encoding) => {
      const plain = await rawGet(list);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const page = JSON.parse(plain.bytes.toString('utf8'));
      expect(page.caregivers).toHaveLength(15);

      const encoded = await rawGet(list, { 'accept-encoding': encoding });
      expect(encoded.status).toBe(200);
      expect(encoded.headers['content-encoding']).toBe(encoding);
      expect(encoded.headers.vary).toMatch(/accept-encoding/i);
      expect(encoded.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(encoded.headers['content-length'])).toBe(encoded.bytes.length);
      expect(encoded.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(decoded(encoded)).toEqual(page);
    },
  );

  it('answers as a browser asks (q-values, a refused encoding)', async () => {
    const browser = await rawGet(list, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    const noBrotli = await rawGet(list, { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(decoded(noBrotli).caregivers).toHaveLength(15);
  });

  it('leaves small answers as they are', async () => {
    const small = await rawGet('/api/caregiver-count', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toBeTypeOf('object');
  });

  it('fetch (the SPA, test/support/api.ts) reads the compressed answer transparently', async () => {
    const response = await fetch(`${baseUrl()}${list}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(((await response.json()) as { caregivers: unknown[] }).caregivers).toHaveLength(15);
  });
});
