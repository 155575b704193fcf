import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/**
 * Test clients with addresses of their own. The API counts some limits and views per network
 * client (lambdas/http/caller-address.ts), and the local router reads the client from the
 * socket as CloudFront does, so a test person who "comes from home" connects from a loopback
 * address of their own: Linux routes all of 127.0.0.0/8 to the loopback device, so any of them
 * can be a socket's local address. No vitest here: the bench uses it too.
 */
export const newClient = (): string =>
  `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface ClientAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP request from `from` (a loopback address), as a browser at that address sends it. */
export function requestFrom(
  from: string,
  url: string,
  init: {
    method: string;
    headers?: Record<string, string>;
    body?: string;
    signal?: AbortSignal;
  },
): Promise<ClientAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method, headers: init.headers, localAddress: from, signal: init.signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
