import * as z from 'zod';
import { isCurrency, minorUnitDigits, toMajorUnits } from '../core/reference/currencies.js';
import {
  PaymentsNotSetUp,
  type CheckoutRequest,
  type Payments,
  type PaymentStatus,
  type VerifiedTransaction,
} from '../core/ports/payments.js';
import { env } from './env.js';
import { jsonRequest } from './json-request.js';
import { logger } from './logger.js';
import { sameSecret, secretText } from './secrets.js';

/** The provider unreachable, or refusing a call (its HTTP status, when it answered). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

const TIMEOUT_MS = 10_000;

const checkoutReply = z.object({
  status: z.literal('success'),
  data: z.object({ link: z.url() }),
});
const verifyReply = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    tx_ref: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
  }),
});

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

async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
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

/** Provider statuses other than these two (cancelled, error...) count as failed. */
const statusOf = (value: string): PaymentStatus =>
  value === 'successful' ? 'successful' : value === 'pending' ? 'pending' : 'failed';

const digitsOf = (currency: string) => (isCurrency(currency) ? minorUnitDigits[currency] : 2);

/**
 * The payment provider, in the shape of Flutterwave's v3 API: standard checkout (a hosted link),
 * transaction verify, and the `verif-hash` webhook header. In AWS it is the provider's HTTPS API;
 * locally the sandbox of infra/local/payments-sandbox.ts speaks the same API on loopback.
 * Amounts cross this port in minor units; the provider takes and gives major units.
 */
export const payments: Payments = {
  /** Starts a hosted checkout and returns the link to send the payer to. */
  async createCheckout(request: CheckoutRequest): Promise<{ link: string }> {
    const { status, body } = await call('/v3/payments', {
      method: 'POST',
      body: {
        tx_ref: request.txRef,
        amount: toMajorUnits(request.amountMinor, request.currency),
        currency: request.currency,
        redirect_url: request.redirectUrl,
        customer: {
          email: request.email,
          ...(request.name ? { name: request.name } : {}),
          ...(request.phone ? { phonenumber: request.phone } : {}),
        },
        customizations: { title: request.title },
        payment_options: 'mobilemoneyzambia,card',
      },
    });
    const parsed = checkoutReply.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new PaymentProviderError(`Checkout refused (HTTP ${status})`, status);
    return { link: parsed.data.data.link };
  },

  /** The provider's own view of a transaction; undefined when it knows no such id. */
  async verifyTransaction(id: string | number): Promise<VerifiedTransaction | undefined> {
    const key = String(id);
    if (!/^\d{1,20}$/.test(key)) return undefined;
    const { status, body } = await call(`/v3/transactions/${key}/verify`, { method: 'GET' });
    if (status === 404) return undefined;
    const parsed = verifyReply.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new PaymentProviderError(`Verify failed (HTTP ${status})`, status);
    const data = parsed.data.data;
    return {
      id: String(data.id),
      txRef: data.tx_ref,
      amountMinor: Math.round(data.amount * 10 ** digitsOf(data.currency)),
      currency: data.currency,
      status: statusOf(data.status),
    };
  },

  /** Whether a webhook carries the shared secret in `verif-hash` (compared in constant time). */
  async webhookIsAuthentic(
    headers: Record<string, string | string[] | undefined>,
  ): Promise<boolean> {
    const { webhookHash } = await paymentsCredentials();
    const name = Object.keys(headers).find((key) => key.toLowerCase() === 'verif-hash');
    return sameSecret(name === undefined ? undefined : headers[name], webhookHash);
  },

  /** 503 (payments not set up) before a route changes anything, when the secret is not usable. */
  async ready(): Promise<void> {
    await paymentsCredentials();
  },
};
