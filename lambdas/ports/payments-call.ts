import * as z from 'zod';
import { isCurrency, minorUnitDigits } from '../core/reference/currencies.js';
import {
  PaymentProviderError,
  PaymentsNotSetUp,
  type PaymentStatus,
} from '../core/ports/payments.js';
import { env } from './env.js';
import { jsonRequest } from './json-request.js';
import { logger } from './logger.js';
import { secretText } from './secrets.js';

/**
 * What every call to the payment provider shares (payments.ts, payments-transfers.ts): the
 * stage's credentials, one authorized JSON call with its timeout, and the unit conversions.
 */
export const TIMEOUT_MS = 10_000;

/**
 * The provider's credentials, one Secrets Manager secret per stage (JSON: {"secretKey": "...",
 * "webhookHash": "..."}), made by hand after the stage's first deploy (docs/operations.md).
 */
const credentialsSchema = z.object({
  secretKey: z.string().min(1),
  webhookHash: z.string().min(1),
});
export type PaymentsCredentials = z.infer<typeof credentialsSchema>;

/**
 * The credentials in a secret's text, or what is wrong with it, naming the secret, for the
 * operator who reads the log ("Secret marketplace/dev/payments has no webhookHash").
 */
export function readCredentials(
  secretName: string,
  text: string | undefined,
): { credentials: PaymentsCredentials } | { problem: string } {
  if (text === undefined) return { problem: `Secret ${secretName} not found` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `Secret ${secretName} is not JSON` };
  }
  const parsed = credentialsSchema.safeParse(json);
  if (parsed.success) return { credentials: parsed.data };
  // An empty or non-text value is as good as none.
  const missing = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))];
  return {
    problem: missing.every(Boolean)
      ? `Secret ${secretName} has no ${missing.join(', ')}`
      : `Secret ${secretName} is not a JSON object`,
  };
}

/**
 * The stage's payment credentials, read at run time (lambdas/ports/secrets.ts keeps them a few
 * minutes). A stage deploys before its secret is filled: until then every payment route
 * answers 503 saying payments are not set up (PaymentsNotSetUp), and the log says exactly what
 * is missing.
 */
export async function paymentsCredentials(): Promise<PaymentsCredentials> {
  const secretName = env('payments').PAYMENTS_SECRET_NAME;
  const read = readCredentials(secretName, await secretText(secretName));
  if ('credentials' in read) return read.credentials;
  logger.error('Payments are not set up', { problem: read.problem });
  throw new PaymentsNotSetUp();
}

/** One authorized call: the answer's status and JSON (undefined when it is not JSON). */
export async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
  const base = env('payments').PAYMENTS_BASE_URL.replace(/\/+$/, '');
  const { secretKey } = await paymentsCredentials();
  let answer: { status: number; text: string };
  try {
    answer = await jsonRequest(`${base}${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${secretKey}`, accept: 'application/json' },
      body: init.body,
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    throw new PaymentProviderError(`Payment provider unreachable: ${String(error)}`);
  }
  return { status: answer.status, body: parsedJson(answer.text) };
}

/** An answer's JSON, or undefined for one that is not JSON (an HTML error page). */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Provider statuses other than these (cancelled, error...) count as failed; any case. */
export const statusOf = (value: string): PaymentStatus => {
  const status = value.toLowerCase();
  if (status === 'successful') return 'successful';
  return status === 'pending' || status === 'new' ? 'pending' : 'failed';
};

const digitsOf = (currency: string) => (isCurrency(currency) ? minorUnitDigits[currency] : 2);

/** A provider's major-unit amount in minor units (125.5 ZMW -> 12550). */
export const toMinor = (amount: number, currency: string) =>
  Math.round(amount * 10 ** digitsOf(currency));

/** Minor units in a currency the provider named (a string, not always one of ours). */
export const toMajor = (amountMinor: number, currency: string) =>
  amountMinor / 10 ** digitsOf(currency);

/** A provider id as the digits it is made of; undefined for anything else (never sent). */
export const idOf = (id: string | number): string | undefined => {
  const key = String(id);
  return /^\d{1,20}$/.test(key) ? key : undefined;
};
