import * as z from 'zod';
import { toMajorUnits, type Currency } from '../core/reference/currencies.js';
import { mobileMoneyOfCurrency, networkOf } from '../core/reference/mobile-networks.js';
import {
  PaymentProviderError,
  type MobileMoneyChargeRequest,
  type RefundState,
  type TransferRequest,
  type TransferState,
  type VerifiedTransfer,
} from '../core/ports/payments.js';
import { call, idOf, statusOf, toMajor, toMinor } from './payments-call.js';

/**
 * Mobile money on the provider's v3 API (docs/decisions/payments-and-packages.md, "Mobile
 * money: networks, charges and transfers"): a collection the payer approves on their phone,
 * the fees of a collection and of a payout, payouts (transfers) to a mobile money number, and
 * refunds. Amounts cross in minor units; the provider speaks major units.
 */
const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

const chargeReply = z.object({
  status: z.literal('success'),
  meta: z.object({ authorization: z.object({ mode: z.string(), redirect: z.url() }) }),
});
const transactionFeeReply = success(z.object({ fee: z.number().nonnegative() }));
const transferFeeReply = success(
  z
    .array(z.object({ fee_type: z.string(), fee: z.number().nonnegative(), currency: z.string() }))
    .min(1),
);
const transferData = z.object({
  id: z.union([z.number(), z.string()]),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});
const transferReply = success(transferData);
const transferListReply = success(z.array(transferData));
const refundReply = success(
  z.object({ id: z.union([z.number(), z.string()]), status: z.string() }),
);

/** Where a currency's mobile money lives, or a refusal naming it (never sent to the provider). */
function mobileMoney(currency: Currency) {
  const place = mobileMoneyOfCurrency(currency);
  if (!place) throw new PaymentProviderError(`No mobile money in ${currency}`);
  return place;
}

function refused(what: string, status: number): never {
  throw new PaymentProviderError(`${what} refused (HTTP ${status})`, status);
}

const stateOf = (data: z.infer<typeof transferData>): TransferState => ({
  id: String(data.id),
  status: statusOf(data.status),
});

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

export async function createMobileMoneyCharge(
  request: MobileMoneyChargeRequest,
): Promise<{ redirect: string }> {
  const place = mobileMoney(request.currency);
  const network = networkOf(place.country, request.network);
  if (!network) throw new PaymentProviderError(`No network ${request.network} in ${place.country}`);
  const { status, body } = await call(`/v3/charges?type=${place.chargeType}`, {
    method: 'POST',
    body: {
      tx_ref: request.txRef,
      amount: toMajorUnits(request.amountMinor, request.currency),
      currency: request.currency,
      network: network.code,
      phone_number: request.phone.replace(/^\+/, ''),
      email: request.email,
      ...(request.name ? { fullname: request.name } : {}),
      redirect_url: request.redirectUrl,
    },
  });
  const parsed = chargeReply.safeParse(body);
  if (status !== 200 || !parsed.success) refused('Mobile money charge', status);
  return { redirect: parsed.data.meta.authorization.redirect };
}

export async function collectionFee(
  amountMinor: number,
  currency: Currency,
): Promise<{ feeMinor: number }> {
  const amount = toMajorUnits(amountMinor, currency);
  const paymentType = mobileMoney(currency).paymentType;
  const { status, body } = await call(
    `/v3/transactions/fee?${query({ amount, currency, payment_type: paymentType })}`,
    { method: 'GET' },
  );
  const parsed = transactionFeeReply.safeParse(body);
  if (status !== 200 || !parsed.success) refused('Collection fee', status);
  return { feeMinor: toMinor(parsed.data.data.fee, currency) };
}

export async function transferFee(
  amountMinor: number,
  currency: Currency,
): Promise<{ feeMinor: number }> {
  const amount = toMajorUnits(amountMinor, currency);
  const { status, body } = await call(
    `/v3/transfers/fee?${query({ amount, currency, type: 'mobilemoney' })}`,
    { method: 'GET' },
  );
  const parsed = transferFeeReply.safeParse(body);
  if (status !== 200 || !parsed.success) refused('Transfer fee', status);
  const [fee] = parsed.data.data;
  // A percentage fee is of the amount, rounded up to the minor unit; a value fee is the fee.
  const feeMinor =
    fee!.fee_type === 'percentage'
      ? Math.ceil((amountMinor * fee!.fee) / 100)
      : toMinor(fee!.fee, currency);
  return { feeMinor };
}

/** The transfer a reference made, if any (GET /v3/transfers?reference=...). */
async function transferByReference(reference: string): Promise<TransferState | undefined> {
  const { status, body } = await call(`/v3/transfers?${query({ reference })}`, { method: 'GET' });
  const parsed = transferListReply.safeParse(body);
  if (status !== 200 || !parsed.success) refused('Transfer lookup', status);
  const found = parsed.data.data.find((t) => t.reference === reference);
  return found && stateOf(found);
}

/**
 * Pays out. The provider refuses a reference it has seen (a retry after a timeout, a replayed
 * webhook's consumer): the transfer that reference made is then looked up and answered, so a
 * caller asking twice sees one transfer and never pays twice.
 */
export async function createTransfer(request: TransferRequest): Promise<TransferState> {
  const place = mobileMoney(request.currency);
  const network = networkOf(place.country, request.network);
  if (!network) throw new PaymentProviderError(`No network ${request.network} in ${place.country}`);
  const { status, body } = await call('/v3/transfers', {
    method: 'POST',
    body: {
      account_bank: network.transferBank,
      account_number: request.phone.replace(/^\+/, ''),
      amount: toMajorUnits(request.amountMinor, request.currency),
      currency: request.currency,
      beneficiary_name: request.beneficiaryName,
      reference: request.reference,
      narration: request.narration,
      meta: { network: network.code },
    },
  });
  const parsed = transferReply.safeParse(body);
  if (status === 200 && parsed.success) return stateOf(parsed.data.data);
  if (status >= 400 && status < 500) {
    const existing = await transferByReference(request.reference);
    if (existing) return existing;
  }
  refused('Transfer', status);
}

export async function retryTransfer(id: string): Promise<TransferState> {
  const key = idOf(id);
  if (!key) throw new PaymentProviderError(`No transfer ${id}`, 404);
  const { status, body } = await call(`/v3/transfers/${key}/retries`, { method: 'POST' });
  const parsed = transferReply.safeParse(body);
  if (status !== 200 || !parsed.success) refused('Transfer retry', status);
  return stateOf(parsed.data.data);
}

export async function verifyTransfer(id: string): Promise<VerifiedTransfer | undefined> {
  const key = idOf(id);
  if (!key) return undefined;
  const { status, body } = await call(`/v3/transfers/${key}`, { method: 'GET' });
  if (status === 404) return undefined;
  const parsed = transferReply.safeParse(body);
  if (status !== 200 || !parsed.success) refused('Transfer verify', status);
  const data = parsed.data.data;
  return {
    ...stateOf(data),
    reference: data.reference,
    amountMinor: toMinor(data.amount, data.currency),
    currency: data.currency,
  };
}

export async function refundTransaction(id: string, amountMinor: number): Promise<RefundState> {
  const key = idOf(id);
  if (!key) throw new PaymentProviderError(`No transaction ${id}`, 404);
  // The amount goes in the transaction's own currency: verify it first for the unit.
  const { status: seen, body: tx } = await call(`/v3/transactions/${key}/verify`, {
    method: 'GET',
  });
  const currency = z.object({ data: z.object({ currency: z.string() }) }).safeParse(tx).data
    ?.data.currency;
  if (seen !== 200 || !currency) refused('Refund', seen);
  const { status, body } = await call(`/v3/transactions/${key}/refund`, {
    method: 'POST',
    body: { amount: toMajor(amountMinor, currency) },
  });
  const parsed = refundReply.safeParse(body);
  if (status !== 200 || !parsed.success) refused('Refund', status);
  return { id: String(parsed.data.data.id), status: parsed.data.data.status };
}
