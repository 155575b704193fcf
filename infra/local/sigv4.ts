import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signature Version 4 as S3 checks it, for the local file store (s3-gate.ts): the same
 * canonical request the SDK signs, recomputed with the stand-in's secret and compared.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */

/** How S3 refuses a request: status, error code and message of its XML error document. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}
export const refusal = (status: number, code: string, message: string): Refusal => ({
  status,
  code,
  message,
});
export const accessDenied = (message = 'Access Denied') => refusal(403, 'AccessDenied', message);
const signatureMismatch = () =>
  refusal(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

/** The secret of each access key the store knows. */
export type Secrets = Readonly<Record<string, string>>;

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 refuses a header-signed request more than 15 minutes from its own clock. */
const MAX_SKEW_MS = 15 * 60_000;
/** A presigned URL lasts at most a week. */
const MAX_EXPIRES_S = 604_800;

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** The key that signs for one access key, day, region and service. */
function signingKey(secret: string, scope: CredentialScope) {
  const day = hmac(`AWS4${secret}`, scope.date);
  return hmac(hmac(hmac(day, scope.region), scope.service), 'aws4_request');
}

interface CredentialScope {
  accessKey: string;
  date: string;
  region: string;
  service: string;
}

/** `AKID/20260101/af-south-1/s3/aws4_request`, or undefined when malformed. */
function parseCredential(credential: string | undefined): CredentialScope | undefined {
  const [accessKey, date, region, service, terminal, ...rest] = (credential ?? '').split('/');
  if (!accessKey || !date || !region || !service || terminal !== 'aws4_request' || rest.length)
    return undefined;
  return { accessKey, date, region, service };
}

/** `20260101T120000Z` as a time, or NaN. */
const parseAmzDate = (value: string | undefined) => {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return parts
    ? Date.UTC(+parts[1]!, +parts[2]! - 1, +parts[3]!, +parts[4]!, +parts[5]!, +parts[6]!)
    : NaN;
};

/** Hex HMAC of `text` with the scope's signing key, or a refusal for an unknown key. */
export function signWithScope(
  secrets: Secrets,
  credential: string | undefined,
  text: string,
): { signature: string; scope: CredentialScope } | Refusal {
  const scope = parseCredential(credential);
  if (!scope) return refusal(400, 'AuthorizationQueryParametersError', 'Malformed credential.');
  const secret = secrets[scope.accessKey];
  if (secret === undefined)
    return refusal(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  return { signature: hmac(signingKey(secret, scope), text).toString('hex'), scope };
}

/** Constant-time comparison of two hex signatures. */
export const sameSignature = (expected: string, given: string | undefined) =>
  given !== undefined &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/** RFC 3986 encoding, as SigV4's canonical query uses it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface IncomingRequest {
  method: string;
  /** The request target as sent: path (still encoded) and query. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The query's pairs, decoded; undefined when one cannot be decoded. */
export function queryPairs(url: string): [string, string][] | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  try {
    return query
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
        return [decodeURIComponent(name), decodeURIComponent(value)];
      });
  } catch {
    return undefined;
  }
}

const header = (request: IncomingRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** How the request is signed: none, the Authorization header, or a presigned URL's query. */
export function signedBy(request: IncomingRequest) {
  if (header(request, 'authorization') !== undefined) return 'header';
  return queryPairs(request.url)?.some(([name]) => name === 'X-Amz-Algorithm') ? 'query' : 'none';
}

function canonicalRequest(
  request: IncomingRequest,
  pairs: [string, string][],
  signedHeaders: string,
  payloadHash: string,
) {
  const path = request.url.split('?')[0]!;
  const query = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${(header(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  return [request.method, path, query, headers, signedHeaders, payloadHash].join('\n');
}

const stringToSign = (amzDate: string, scope: CredentialScope, canonical: string) =>
  [
    ALGORITHM,
    amzDate,
    `${scope.date}/${scope.region}/${scope.service}/aws4_request`,
    sha256Hex(canonical),
  ].join('\n');

/**
 * Checks a signed request (Authorization header or presigned query) as S3 does: known key,
 * matching signature, within its time. Answers the refusal, or undefined when it is good.
 */
export function checkSignedRequest(
  request: IncomingRequest,
  secrets: Secrets,
  now: number,
): Refusal | undefined {
  const pairs = queryPairs(request.url);
  if (!pairs) return refusal(400, 'InvalidArgument', 'The query string is malformed.');
  return signedBy(request) === 'header'
    ? checkHeaderSigned(request, pairs, secrets, now)
    : checkPresigned(request, pairs, secrets, now);
}

function checkHeaderSigned(
  request: IncomingRequest,
  pairs: [string, string][],
  secrets: Secrets,
  now: number,
) {
  const parts =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(
      header(request, 'authorization') ?? '',
    );
  if (!parts)
    return refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const [, credential, signedHeaders, given] = parts;
  const amzDate = header(request, 'x-amz-date') ?? '';
  const payloadHash = header(request, 'x-amz-content-sha256');
  if (!payloadHash)
    return refusal(
      400,
      'InvalidRequest',
      'Missing required header for this request: x-amz-content-sha256',
    );
  const at = parseAmzDate(amzDate);
  if (Number.isNaN(at))
    return accessDenied('AWS authentication requires a valid Date or x-amz-date header');
  if (Math.abs(now - at) > MAX_SKEW_MS)
    return refusal(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  const scope = parseCredential(credential);
  if (!scope) return refusal(400, 'AuthorizationHeaderMalformed', 'Malformed credential.');
  const canonical = canonicalRequest(request, pairs, signedHeaders!, payloadHash);
  const signed = signWithScope(secrets, credential, stringToSign(amzDate, scope, canonical));
  if ('status' in signed) return signed;
  return sameSignature(signed.signature, given) ? undefined : signatureMismatch();
}

function checkPresigned(
  request: IncomingRequest,
  pairs: [string, string][],
  secrets: Secrets,
  now: number,
) {
  const param = (name: string) => pairs.find(([n]) => n === name)?.[1];
  if (param('X-Amz-Algorithm') !== ALGORITHM)
    return refusal(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
    );
  const amzDate = param('X-Amz-Date') ?? '';
  const expires = Number(param('X-Amz-Expires'));
  const signedHeaders = param('X-Amz-SignedHeaders');
  const credential = param('X-Amz-Credential');
  const scope = parseCredential(credential);
  const at = parseAmzDate(amzDate);
  if (!scope || !signedHeaders || Number.isNaN(at) || !Number.isInteger(expires) || expires < 1)
    return refusal(
      400,
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  if (expires > MAX_EXPIRES_S)
    return refusal(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds',
    );
  const payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonical = canonicalRequest(request, pairs, signedHeaders, payloadHash);
  const signed = signWithScope(secrets, credential, stringToSign(amzDate, scope, canonical));
  if ('status' in signed) return signed;
  if (!sameSignature(signed.signature, param('X-Amz-Signature'))) return signatureMismatch();
  return now > at + expires * 1000 ? accessDenied('Request has expired') : undefined;
}
