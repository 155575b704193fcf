import * as z from 'zod';
import { toMajorUnits } from '../core/reference/currencies.js';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type Payments,
  type VerifiedTransaction,
} from '../core/ports/payments.js';
import { call, idOf, paymentsCredentials, statusOf, toMinor } from './payments-call.js';
import {
  collectionFee,
  createMobileMoneyCharge,
  createTransfer,
  refundTransaction,
  retryTransfer,
  transferFee,
  verifyTransfer,
} from './payments-transfers.js';
import { sameSecret } from './secrets.js';

export { PaymentProviderError } from '../core/ports/payments.js';
export { paymentsCredentials, readCredentials, type PaymentsCredentials } from './payments-call.js';

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
 * The payment provider, in the shape of Flutterwave's v3 API: standard checkout (a hosted link),
 * transaction verify, the `verif-hash` webhook header, and mobile money (payments-transfers.ts:
 * collection, fees, payouts, refunds). In AWS it is the provider's HTTPS API;
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
    const key = idOf(id);
    if (!key) return undefined;
    const { status, body } = await call(`/v3/transactions/${key}/verify`, { method: 'GET' });
    if (status === 404) return undefined;
    const parsed = verifyReply.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new PaymentProviderError(`Verify failed (HTTP ${status})`, status);
    const data = parsed.data.data;
    return {
      id: String(data.id),
      txRef: data.tx_ref,
      amountMinor: toMinor(data.amount, data.currency),
      currency: data.currency,
      status: statusOf(data.status),
    };
  },

  createMobileMoneyCharge,
  collectionFee,
  transferFee,
  createTransfer,
  retryTransfer,
  verifyTransfer,
  refundTransaction,

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
