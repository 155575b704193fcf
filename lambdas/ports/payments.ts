import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import {
  isPriceCurrency,
  minorUnitDigits,
  toMajorUnits,
  type PriceCurrency,
} from '../core/reference/prices.js';
import { env } from './env.js';

/**
 * The payment provider, in the shape of Flutterwave's v3 API: standard checkout (a hosted link),
 * transaction verify, and the `verif-hash` webhook header. In AWS it is the provider's HTTPS API;
 * locally the sandbox of infra/local/payments-sandbox.ts speaks the same API on loopback.
 * Amounts cross this port in minor units; the provider takes and gives major units.
 */
export type PaymentStatus = 'pending' | 'successful' | 'failed';

export interface CheckoutRequest {
  txRef: string;
  amountMinor: number;
  currency: PriceCurrency;
  redirectUrl: string;
  email: string;
  name?: string;
  title: string;
}

export interface VerifiedTransaction {
  id: string;
  txRef: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
}

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

async function call(path: string, init: { method: string; body?: unknown }) {
  const settings = env('payments');
  const base = settings.PAYMENTS_BASE_URL.replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${settings.PAYMENTS_SECRET_KEY}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentProviderError(`Payment provider unreachable: ${String(error)}`);
  }
  const body: unknown = await res.json().catch(() => undefined);
  return { status: res.status, body };
}

/** Provider statuses other than these two (cancelled, error...) count as failed. */
const statusOf = (value: string): PaymentStatus =>
  value === 'successful' ? 'successful' : value === 'pending' ? 'pending' : 'failed';

const digitsOf = (currency: string) => (isPriceCurrency(currency) ? minorUnitDigits[currency] : 2);

export const payments = {
  /** Starts a hosted checkout and returns the link to send the payer to. */
  async createCheckout(request: CheckoutRequest): Promise<{ link: string }> {
    const { status, body } = await call('/v3/payments', {
      method: 'POST',
      body: {
        tx_ref: request.txRef,
        amount: toMajorUnits(request.amountMinor, request.currency),
        currency: request.currency,
        redirect_url: request.redirectUrl,
        customer: { email: request.email, ...(request.name ? { name: request.name } : {}) },
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

  /**
   * Whether a webhook carries the shared secret in `verif-hash`. Both sides are hashed first so
   * the comparison takes the same time whatever the length or content of the forged header.
   */
  webhookIsAuthentic(headers: Record<string, string | string[] | undefined>): boolean {
    const name = Object.keys(headers).find((key) => key.toLowerCase() === 'verif-hash');
    const given = name === undefined ? undefined : headers[name];
    if (typeof given !== 'string' || given.length === 0) return false;
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(given), digest(env('payments').PAYMENTS_WEBHOOK_HASH));
  },
};
export type Payments = typeof payments;
