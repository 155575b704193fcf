import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCurrency, minorUnitDigits } from '../../lambdas/core/reference/currencies.js';
import { readBody, sendJson } from './http-util.js';
import type { SandboxState, Transaction } from './payments-sandbox-state.js';

/**
 * Mobile money in the payment sandbox (payments-sandbox.ts): POST /v3/charges?type=
 * mobile_money_zambia makes a pending transaction and answers meta.authorization.redirect to
 * the "Approve on your phone" page; the page's decision redirects back like checkout and sends
 * charge.completed. Also the fee quotes: GET /v3/transactions/fee (2.5 % rounded up to the
 * minor unit) and GET /v3/transfers/fee (a flat fee per currency).
 */
export const isText = (value: unknown, max = 500): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

export async function jsonBody(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<Record<string, any> | undefined> {
  try {
    const parsed = JSON.parse((await readBody(req)).toString('utf8')) as unknown;
    if (parsed && typeof parsed === 'object') return parsed as Record<string, any>;
  } catch {
    // answered below
  }
  sendJson(res, 400, { status: 'error', message: 'Invalid JSON body', data: null });
  return undefined;
}

export const invalid = (res: ServerResponse, problems: (string | false)[]) => {
  const named = problems.filter(Boolean);
  if (named.length === 0) return false;
  sendJson(res, 400, {
    status: 'error',
    message: `Invalid fields: ${named.join(', ')}`,
    data: null,
  });
  return true;
};

export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
export const isCurrencyCode = (value: unknown): value is string =>
  isText(value, 3) && /^[A-Z]{3}$/.test(value);

const ZAMBIA_NETWORKS = ['MTN', 'Airtel', 'Zamtel'];

export async function createMobileMoneyCharge(
  state: SandboxState,
  type: string | null,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (type !== 'mobile_money_zambia')
    return sendJson(res, 400, {
      status: 'error',
      message: 'The sandbox charges mobile_money_zambia only',
      data: null,
    });
  const input = await jsonBody(req, res);
  if (!input) return;
  const network = ZAMBIA_NETWORKS.find(
    (n) => n.toLowerCase() === String(input.network).toLowerCase(),
  );
  if (
    invalid(res, [
      !isText(input.tx_ref, 100) && 'tx_ref',
      !isAmount(input.amount) && 'amount',
      input.currency !== 'ZMW' && 'currency',
      !network && 'network',
      !(isText(input.phone_number, 20) && /^\+?\d{9,15}$/.test(input.phone_number)) &&
        'phone_number',
      !isText(input.email, 320) && 'email',
      !(isText(input.redirect_url, 2000) && /^https?:\/\//.test(input.redirect_url)) &&
        'redirect_url',
    ])
  )
    return;
  const redirect = state.addTransaction(
    {
      kind: 'mobile_money',
      tx_ref: input.tx_ref,
      flw_ref: `SANDBOX-MM-${randomBytes(6).toString('hex').toUpperCase()}`,
      amount: input.amount,
      currency: input.currency,
      redirect_url: input.redirect_url,
      customer: {
        email: input.email,
        ...(isText(input.fullname, 200) ? { name: input.fullname } : {}),
        phone_number: input.phone_number.replace(/^\+/, ''),
      },
      title: 'Mobile money payment',
      payment_type: 'mobilemoneyzambia',
      network,
    },
    'mobile-money',
  );
  sendJson(res, 200, {
    status: 'success',
    message: 'Charge initiated',
    meta: { authorization: { redirect, mode: 'redirect' } },
  });
}

/** The redirect back to the merchant after a decision (303, like checkout's). */
export function redirectBack(tx: Transaction, res: ServerResponse) {
  const back = new URL(tx.redirect_url);
  back.searchParams.set('status', tx.status);
  back.searchParams.set('tx_ref', tx.tx_ref);
  back.searchParams.set('transaction_id', String(tx.id));
  res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' });
  res.end();
}

/**
 * The payer's decision on the "Approve on your phone" page. Time out leaves the payment
 * pending, sends nothing and shows the page again; a decided payment only redirects again.
 */
export async function decideMobileMoney(
  state: SandboxState,
  tx: Transaction,
  req: IncomingMessage,
  res: ServerResponse,
  showPage: () => void,
) {
  const decision = new URLSearchParams((await readBody(req, 10_000)).toString('utf8')).get(
    'decision',
  );
  if (tx.status === 'pending' && !tx.unanswered) {
    if (decision === 'timeout') {
      tx.unanswered = true;
      return showPage();
    }
    if (decision !== 'approve' && decision !== 'decline' && decision !== 'approve-twice') {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Choose approve, decline, approve-twice or timeout.');
    }
    tx.status = decision === 'decline' ? 'failed' : 'successful';
    state.chargeWebhook(tx, decision === 'approve-twice' ? 2 : 1);
  }
  if (tx.status === 'pending') return showPage();
  redirectBack(tx, res);
}

const digits = (currency: string) => (isCurrency(currency) ? minorUnitDigits[currency] : 2);

/** The sandbox's flat transfer fee, in major units (a made-up table, not the provider's prices). */
const TRANSFER_FEES: Record<string, number> = {
  ZMW: 5,
  USD: 1,
  KES: 50,
  UGX: 1500,
  RWF: 500,
  TZS: 2000,
  GHS: 2,
  XAF: 300,
  XOF: 300,
  MWK: 1000,
  MZN: 50,
  NGN: 50,
  SLE: 5,
  CDF: 2000,
};

/** 2.5 % of the amount, rounded up to the currency's minor unit. */
export const collectionFeeOf = (amount: number, currency: string) => {
  const unit = 10 ** digits(currency);
  return Math.ceil(Math.round(amount * unit * 25) / 1000) / unit;
};

export function fees(kind: 'transactions' | 'transfers', url: URL, res: ServerResponse) {
  const amount = Number(url.searchParams.get('amount'));
  const currency = url.searchParams.get('currency');
  if (invalid(res, [!isAmount(amount) && 'amount', !isCurrencyCode(currency) && 'currency']))
    return;
  if (kind === 'transfers')
    return sendJson(res, 200, {
      status: 'success',
      message: 'Transfer fee fetched',
      data: [{ currency, fee_type: 'value', fee: TRANSFER_FEES[currency!] ?? 1 }],
    });
  const fee = collectionFeeOf(amount, currency!);
  sendJson(res, 200, {
    status: 'success',
    message: 'Charged fee',
    data: {
      charge_amount: amount + fee,
      fee,
      merchant_fee: 0,
      flutterwave_fee: fee,
      stamp_duty_fee: 0,
      currency,
    },
  });
}

export const transferFeeOf = (currency: string) => TRANSFER_FEES[currency] ?? 1;
