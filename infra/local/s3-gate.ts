import { randomUUID } from 'node:crypto';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { BodyTooLarge, closeServer, listen, readBody } from './http-util.js';
import { checkPostPolicy } from './post-policy.js';
import {
  accessDenied,
  checkSignedRequest,
  refusal,
  signedBy,
  type Refusal,
  type Secrets,
} from './sigv4.js';

/**
 * The local file store's front door: s3rver stores and serves, but checks no SigV4 signature,
 * no POST policy, and serves anyone (notes/stand-ins.md). The uploads bucket in AWS blocks
 * public access, so S3 answers only signed requests, presigned links within their time and
 * browser uploads within their signed policy. This gate refuses the rest with S3's own
 * answers, so the app and its tests meet AWS's behaviour locally.
 */

/** A browser upload is buffered to check its policy; far above any upload rule's size. */
const MAX_POST_BYTES = 64 * 1024 * 1024;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refuse(req: IncomingMessage, res: ServerResponse, answer: Refusal) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${answer.code}</Code><Message>${escapeXml(answer.message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
  res.writeHead(answer.status, {
    'content-type': 'application/xml',
    // The bucket's CORS rule answers error responses too, so the browser can read them.
    ...(req.headers.origin ? { 'access-control-allow-origin': '*' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A browser form upload: a POST to the bucket itself, authorised by the form's policy. */
const bucketOfFormPost = (req: IncomingMessage) =>
  req.method === 'POST' && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
    ? /^\/([^/?]+)\/?(\?.*)?$/.exec(req.url ?? '')?.[1]
    : undefined;

export async function startS3Gate(store: string, secrets: Secrets) {
  const upstream = new URL(store);
  const pass = (req: IncomingMessage, res: ServerResponse, body?: Buffer) => {
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: body ? { ...req.headers, 'content-length': String(body.length) } : req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    if (body) out.end(body);
    else req.pipe(out);
  };

  const admit = async (req: IncomingMessage, res: ServerResponse) => {
    const incoming = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
    // CORS preflights carry no credentials in S3 either; the bucket's CORS rules answer them.
    if (incoming.method === 'OPTIONS') return pass(req, res);
    const now = Date.now();
    if (signedBy(incoming) !== 'none') {
      const refused = checkSignedRequest(incoming, secrets, now);
      return refused ? refuse(req, res, refused) : pass(req, res);
    }
    const bucket = bucketOfFormPost(req);
    if (!bucket) return refuse(req, res, accessDenied());
    const body = await readBody(req, MAX_POST_BYTES);
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': req.headers['content-type']! },
    })
      .formData()
      .catch(() => undefined);
    if (!form)
      return refuse(
        req,
        res,
        refusal(
          400,
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ),
      );
    const refused = checkPostPolicy(form, bucket, secrets, now);
    return refused ? refuse(req, res, refused) : pass(req, res, body);
  };

  const server = createServer((req, res) => {
    admit(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge)
        return refuse(
          req,
          res,
          refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'),
        );
      console.error('local file store gate failed:', error);
      if (!res.headersSent)
        refuse(req, res, refusal(500, 'InternalError', 'We encountered an internal error.'));
      else res.destroy();
    });
  });
  const port = await listen(server, 0, '127.0.0.1');
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
