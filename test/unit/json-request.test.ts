import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../../lambdas/ports/json-request.js';

/**
 * The payment port's HTTP client (lambdas/ports/json-request.ts): what the provider is sent and
 * what comes back, and that no answer can hang a request or fill its memory.
 */
let server: Server;
let base: string;
const seen: { method?: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url === '/echo') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            status: 'success',
            got: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        );
      } else if (req.url === '/huge') {
        res.write('x'.repeat(600 * 1024));
        res.end('x'.repeat(600 * 1024));
      } else if (req.url === '/silent') {
        // Never answers: the caller's timeout must end it.
      } else {
        res.statusCode = 502;
        res.end('<html>Bad gateway</html>');
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

describe('jsonRequest', () => {
  it('sends the body as JSON with its headers and answers the status and text', async () => {
    const answer = await jsonRequest(`${base}/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', accept: 'application/json' },
      body: { amount: 150, customer: { name: 'Mwila Banda' } },
      timeoutMs: 5_000,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      status: 'success',
      got: { amount: 150, customer: { name: 'Mwila Banda' } },
    });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      authorization: 'Bearer k',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(request.body)),
    });
  });

  it('sends a GET without a body or content type', async () => {
    const answer = await jsonRequest(`${base}/other`, {
      method: 'GET',
      headers: {},
      timeoutMs: 5_000,
    });
    expect(answer).toEqual({ status: 502, text: '<html>Bad gateway</html>' });
    expect(seen.at(-1)!.headers['content-type']).toBeUndefined();
  });

  it('fails when no answer comes in time', async () => {
    await expect(
      jsonRequest(`${base}/silent`, { method: 'GET', headers: {}, timeoutMs: 200 }),
    ).rejects.toThrow('No answer within 200 ms');
  });

  it('refuses an answer larger than any the provider sends', async () => {
    await expect(
      jsonRequest(`${base}/huge`, { method: 'GET', headers: {}, timeoutMs: 5_000 }),
    ).rejects.toThrow('The answer is too large');
  });

  it('fails when nothing listens at the address, and refuses what is not HTTP', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    await expect(
      jsonRequest(`http://127.0.0.1:${port}/`, { method: 'GET', headers: {}, timeoutMs: 5_000 }),
    ).rejects.toThrow(/ECONNREFUSED/);
    await expect(
      jsonRequest('file:///etc/passwd', { method: 'GET', headers: {}, timeoutMs: 5_000 }),
    ).rejects.toThrow('Not an HTTP address');
  });
});
