import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { HttpEvent } from '../../lambdas/http/http-event.js';
import { httpHandler, reply } from '../../lambdas/http/http-handler.js';
import { currentOriginSecret, originHeader } from '../../lambdas/http/origin-check.js';
import { defineRoute } from '../../lambdas/http/route.js';
import { bigBody, decode } from '../support/compressed-bodies.js';

// The handler reads the origin secret from Secrets Manager, so this runs beside the stack.
describe('every HTTP handler compresses (httpHandler)', () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/test/compression',
    access: 'public',
    summary: 'test',
    handler: 'none',
    needs: [],
    response: z.string(),
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
