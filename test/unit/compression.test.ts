import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compressResult,
  MIN_COMPRESSED_BYTES,
} from '../../lambdas/http/compression.js';
import type { HttpEvent } from '../../lambdas/http/http-event.js';
import { httpHandler, reply } from '../../lambdas/http/http-handler.js';
import { currentOriginSecret, originHeader } from '../../lambdas/http/origin-check.js';
import { defineRoute } from '../../lambdas/http/route.js';

const bigBody = JSON.stringify({
  caregivers: Array.from({ length: 15 }, (_, i) => ({
    uid: `u-${i}`,
    fullname: `Name ${i}`,
    positions: ['Nanny', 'Weekend Nanny'],
    languages: ['English', 'bemba'],
    region: 'Lusaka',
    town: 'Lusaka',
  })),
});
const answer = (body: string, statusCode = 200) => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body,
});
const decode = (body: string, encoding: string) => {
  const bytes = Buffer.from(body, 'base64');
  return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
};

describe('which encoding an Accept-Encoding allows', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR;Q=1, GZIP', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity, *;q=0', undefined],
    ['deflate', undefined],
  ])('%j -> %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe('compressing an answer', () => {
  it.each(['br', 'gzip'])('%s: a big body goes base64-encoded, decodes to the same JSON', (ae) => {
    expect(bigBody.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
    const result = compressResult(answer(bigBody), `${ae};q=1`);
    expect(result.isBase64Encoded).toBe(true);
    expect(result.headers).toMatchObject({
      'content-encoding': ae,
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(Buffer.from(result.body!, 'base64').length).toBeLessThan(bigBody.length / 2);
    expect(JSON.parse(decode(result.body!, ae))).toEqual(JSON.parse(bigBody));
  });

  it('leaves a big body as it is, with vary, when the client takes no encoding we have', () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const result = compressResult(answer(bigBody), header);
      expect(result.body).toBe(bigBody);
      expect(result.isBase64Encoded).toBeUndefined();
      expect(result.headers).toMatchObject({ vary: 'accept-encoding' });
      expect(result.headers).not.toHaveProperty('content-encoding');
    }
  });

  it('keeps a vary the answer already has', () => {
    const result = compressResult(
      { ...answer(bigBody), headers: { ...answer(bigBody).headers, vary: 'origin' } },
      'br',
    );
    expect(result.headers).toMatchObject({ vary: 'origin, accept-encoding' });
  });

  it('leaves small bodies, empty bodies and 304s untouched', () => {
    const small = answer('{"notificationCount":3}');
    expect(compressResult(small, 'br')).toBe(small);
    const notModified = { ...answer('', 304), headers: { etag: 'W/"3-1"' } };
    expect(compressResult(notModified, 'br, gzip')).toBe(notModified);
    const notModifiedWithBody = answer(bigBody, 304);
    expect(compressResult(notModifiedWithBody, 'br')).toBe(notModifiedWithBody);
  });
});

describe('every HTTP handler compresses (httpHandler)', () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/test/compression',
    access: 'public',
    summary: 'test',
    handler: 'none',
    needs: [],
  });
  const etag = 'W/"7-1"';
  const handler = httpHandler(route, async ({ headers }) =>
    headers['if-none-match'] === etag ? reply(304, null, { etag }) : reply(200, bigBody, { etag }),
  );
  const event = (headers: Record<string, string>) =>
    ({
      version: '2.0',
      rawPath: route.path,
      headers,
      requestContext: {
        requestId: 'test',
        http: { method: 'GET', path: route.path, sourceIp: '127.0.0.1' },
        authorizer: { jwt: { claims: {}, scopes: [] } },
      },
    }) as unknown as HttpEvent;
  // As CloudFront sends it: with the origin secret (lambdas/http/origin-check.ts).
  const call = async (headers: Record<string, string>) =>
    handler(event({ ...headers, [originHeader]: await currentOriginSecret() }), {} as never);

  it('answers gzip to a client that takes it, keeping the ETag', async () => {
    const result = await call({ 'accept-encoding': 'gzip' });
    expect(result).toMatchObject({ statusCode: 200, isBase64Encoded: true });
    expect(result.headers).toMatchObject({ 'content-encoding': 'gzip', etag });
    expect(JSON.parse(decode(result.body!, 'gzip'))).toBe(bigBody);
  });

  it('still answers a matching If-None-Match with a bodiless 304', async () => {
    const result = await call({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(result.statusCode).toBe(304);
    expect(result.body).toBe('');
    expect(result.isBase64Encoded).toBeUndefined();
    expect(result.headers).not.toHaveProperty('content-encoding');
  });
});
