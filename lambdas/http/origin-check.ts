import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import { env } from '../ports/env.js';
import { sameSecret, secretText } from '../ports/secrets.js';

/**
 * The API is reached only through CloudFront: its /api/* origin adds this header with the
 * stage's origin secret (infra/web.ts, infra/origin-verify.ts), and a request without it (a
 * call to the execute-api address) is refused before any work. Locally the router plays
 * CloudFront (infra/local/router.ts).
 */
export const originHeader = 'x-origin-verify';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

const secretName = () => env('origin').ORIGIN_VERIFY_SECRET_NAME;

/** The value CloudFront sends: the secret's current version. */
export async function currentOriginSecret(): Promise<string> {
  const value = await secretText(secretName());
  if (value === undefined) throw new Error(`Secret ${secretName()} not found`);
  return value;
}

/**
 * Whether the request carries the origin secret: its current value or, during a rotation
 * (docs/operations.md), the one it replaced, while CloudFront still sends that one.
 */
async function fromCloudFront(event: Event): Promise<boolean> {
  const given = event.headers?.[originHeader];
  if (!given) return false;
  const [current, previous] = await Promise.all([
    secretText(secretName(), 'AWSCURRENT'),
    secretText(secretName(), 'AWSPREVIOUS'),
  ]);
  return [current, previous].some((value) => value !== undefined && sameSecret(given, value));
}

const refused: Result = {
  statusCode: 403,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({ code: 'permission-denied', message: 'Forbidden' }),
};

/**
 * Wraps an HTTP function's work: a request that did not come through CloudFront gets a 403
 * and nothing else happens (no body parsed, no token read, nothing logged per request).
 */
export const cloudFrontOnly =
  (answer: (event: Event) => Promise<Result>) =>
  async (event: Event): Promise<Result> =>
    (await fromCloudFront(event)) ? answer(event) : { ...refused };
