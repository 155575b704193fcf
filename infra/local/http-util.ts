import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

/** Reads a request body, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/**
 * A node:http handler made from an async one. A failure the handler did not answer itself
 * becomes a 500 (or ends the connection when the answer had begun), never an unhandled
 * rejection, which would end `npm start` for one bad request.
 */
export function answering(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((error: unknown) => {
      console.error(`local stand-in failed ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { __type: 'InternalFailure', message: 'The local stand-in failed' });
    });
  };
}
