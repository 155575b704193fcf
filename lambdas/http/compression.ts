import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Smaller JSON answers go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** Fast settings: about a millisecond for a search page (docs/decisions/speed-and-bundles.md). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const weightOf = (params: string[]): number => {
  for (const param of params) {
    const q = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
    if (q) return Number.isFinite(Number(q[1])) ? Number(q[1]) : 0;
  }
  return 1;
};

/**
 * The encoding an Accept-Encoding header allows, brotli preferred, then gzip; a q-value of 0
 * refuses one, a higher q-value wins and `*` stands for any encoding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name?.trim().toLowerCase();
    if (coding) weights.set(coding, weightOf(params));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

const encode = (body: Buffer, encoding: ContentEncoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });

const withVary = (headers: Record<string, string | number | boolean> = {}) => {
  const vary = headers.vary ? String(headers.vary) : '';
  return /\baccept-encoding\b|^\s*\*\s*$/i.test(vary)
    ? headers
    : { ...headers, vary: vary ? `${vary}, accept-encoding` : 'accept-encoding' };
};

/**
 * Compresses an answer's body when the client takes brotli or gzip and the body is big enough
 * (base64 with isBase64Encoded, as API Gateway expects binary answers). Every answer that could
 * be compressed says `vary: accept-encoding`; bodiless answers (304) and small ones stay as
 * they are.
 */
export function compressResult(
  result: APIGatewayProxyStructuredResultV2,
  acceptEncoding: string | undefined,
): APIGatewayProxyStructuredResultV2 {
  const { body, statusCode, headers } = result;
  if (!body || statusCode === 304 || result.isBase64Encoded || headers?.['content-encoding'])
    return result;
  const bytes = Buffer.from(body, 'utf8');
  if (bytes.length < MIN_COMPRESSED_BYTES) return result;
  const encoding = chooseEncoding(acceptEncoding);
  const encoded = encoding && encode(bytes, encoding);
  if (!encoded || encoded.length >= bytes.length) return { ...result, headers: withVary(headers) };
  return {
    ...result,
    headers: { ...withVary(headers), 'content-encoding': encoding },
    body: encoded.toString('base64'),
    isBase64Encoded: true,
  };
}
