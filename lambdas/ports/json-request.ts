import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * One HTTP call to an API that answers JSON (the payment provider's), over node:http(s) with
 * kept-alive connections. Node's fetch (undici) spent about 1 ms of CPU on each checkout's call to
 * the provider, a ninth of the whole request's (profiled under load:
 * docs/decisions/testing-and-bench.md, "Where a write's CPU goes"); this spends a fifth of that,
 * and a function's CPU is what Lambda bills.
 */
const agents = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

/** Far above any answer of the provider's: a larger one is refused, not buffered. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface JsonRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** For the whole call, answer included. */
  timeoutMs: number;
}

/** The answer's status and text; fails on a network error, a timeout or an oversized answer. */
export function jsonRequest(
  url: string,
  { method, headers, body, timeoutMs }: JsonRequest,
): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new Error(`Not an HTTP address: ${target.protocol}`));
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method,
        agent: agents[target.protocol as keyof typeof agents],
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) req.destroy(new Error('The answer is too large'));
          else chunks.push(chunk);
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', fail);
      },
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(
      () => req.destroy(new Error(`No answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    req.on('error', fail);
    req.end(payload);
  });
}
