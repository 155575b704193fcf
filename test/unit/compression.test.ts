import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compressResult,
  MIN_COMPRESSED_BYTES,
} from '../../lambdas/http/compression.js';
import { bigBody, decode } from '../support/compressed-bodies.js';

const answer = (body: string, statusCode = 200) => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body,
});
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
