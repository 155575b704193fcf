import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-util.js';
import {
  invalid,
  isAmount,
  isCurrencyCode,
  isText,
  jsonBody,
  transferFeeOf,
} from './payments-sandbox-mobile-money.js';
import {
  transferModes,
  type SandboxState,
  type Transfer,
  type TransferMode,
} from './payments-sandbox-state.js';

/**
 * Transfers (payouts) and refunds in the payment sandbox (payments-sandbox.ts), in Flutterwave
 * v3's shape: POST /v3/transfers queues a transfer (NEW), which then ends SUCCESSFUL or FAILED
 * as the switches say and sends transfer.completed; a reference already used is refused (400);
 * GET /v3/transfers/{id}, GET /v3/transfers?reference=, POST /v3/transfers/{id}/retries (a
 * FAILED one, same id and reference), POST /v3/transactions/{id}/refund.
 */
const SETTLE_MS = 50;
/** A "timeout" transfer's answer waits for the caller to give up (at most this long). */
const HOLD_MS = 30_000;

const view = (t: Transfer) => ({
  id: t.id,
  account_number: t.account_number,
  bank_code: t.account_bank,
  full_name: t.beneficiary_name,
  created_at: t.created_at,
  currency: t.currency,
  debit_currency: t.currency,
  amount: t.amount,
  fee: t.fee,
  status: t.status,
  reference: t.reference,
  meta: t.network ? { network: t.network } : null,
  narration: t.narration,
  complete_message: t.complete_message,
  requires_approval: 0,
  is_approved: 1,
  bank_name: 'Mobile money (sandbox)',
});

/** Starts an attempt: NEW now, its end (and webhook) a moment later, as the switches say. */
function attempt(state: SandboxState, transfer: Transfer): TransferMode {
  const mode = state.nextMode(transfer.reference);
  const record: Transfer['attempts'][number] = { at: new Date().toISOString(), mode };
  transfer.attempts.push(record);
  transfer.status = 'NEW';
  transfer.complete_message = '';
  state.later(SETTLE_MS, () => {
    transfer.status = mode === 'fail' ? 'FAILED' : 'SUCCESSFUL';
    transfer.complete_message =
      mode === 'fail'
        ? 'DISBURSE FAILED: the sandbox was set to fail this transfer'
        : 'Approved Or Completed Successfully';
    record.status = transfer.status;
    state.transferWebhook(transfer, mode === 'twice' ? 2 : 1);
  });
  return mode;
}

/** Answers now, or (timeout) only once the caller has given up: it then never reads it. */
function answer(state: SandboxState, res: ServerResponse, mode: TransferMode, body: unknown) {
  if (mode !== 'timeout') return sendJson(res, 200, body);
  const give = () => {
    if (!res.destroyed && !res.writableEnded) sendJson(res, 200, body);
  };
  state.later(HOLD_MS, give);
}

export async function createTransfer(
  state: SandboxState,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const input = await jsonBody(req, res);
  if (!input) return;
  if (
    invalid(res, [
      !isText(input.account_bank, 20) && 'account_bank',
      !(isText(input.account_number, 20) && /^\d{8,15}$/.test(input.account_number)) &&
        'account_number',
      !isAmount(input.amount) && 'amount',
      !isCurrencyCode(input.currency) && 'currency',
      !isText(input.beneficiary_name, 200) && 'beneficiary_name',
      !isText(input.reference, 100) && 'reference',
      input.narration !== undefined && !isText(input.narration, 200) && 'narration',
    ])
  )
    return;
  if (state.transferByReference.has(input.reference))
    return sendJson(res, 400, {
      status: 'error',
      message: 'A transfer with this reference already exists',
      data: null,
    });
  const transfer: Transfer = {
    id: state.nextId(),
    reference: input.reference,
    account_bank: input.account_bank,
    account_number: input.account_number,
    beneficiary_name: input.beneficiary_name,
    amount: input.amount,
    currency: input.currency,
    fee: transferFeeOf(input.currency),
    narration: input.narration ?? '',
    ...(isText(input.meta?.network, 20) ? { network: input.meta.network as string } : {}),
    status: 'NEW',
    complete_message: '',
    created_at: new Date().toISOString(),
    attempts: [],
  };
  state.transfers.set(transfer.id, transfer);
  state.transferByReference.set(transfer.reference, transfer);
  const mode = attempt(state, transfer);
  answer(state, res, mode, {
    status: 'success',
    message: 'Transfer Queued Successfully',
    data: view(transfer),
  });
}

const noTransfer = (res: ServerResponse) =>
  sendJson(res, 404, { status: 'error', message: 'No transfer found', data: null });

export function getTransfer(state: SandboxState, id: number, res: ServerResponse) {
  const transfer = state.transfers.get(id);
  if (!transfer) return noTransfer(res);
  sendJson(res, 200, { status: 'success', message: 'Transfer fetched', data: view(transfer) });
}

export function listTransfers(state: SandboxState, url: URL, res: ServerResponse) {
  const reference = url.searchParams.get('reference');
  const found = reference
    ? [state.transferByReference.get(reference)].filter((t) => t !== undefined)
    : [...state.transfers.values()];
  sendJson(res, 200, {
    status: 'success',
    message: 'Transfers fetched',
    meta: { page_info: { total: found.length, current_page: 1, total_pages: 1 } },
    data: found.map(view),
  });
}

export function retryTransfer(state: SandboxState, id: number, res: ServerResponse) {
  const transfer = state.transfers.get(id);
  if (!transfer) return noTransfer(res);
  if (transfer.status !== 'FAILED')
    return sendJson(res, 400, {
      status: 'error',
      message: 'Only a failed transfer can be retried',
      data: null,
    });
  const mode = attempt(state, transfer);
  answer(state, res, mode, {
    status: 'success',
    message: 'Transfer retry attempt queued.',
    data: view(transfer),
  });
}

export async function refund(
  state: SandboxState,
  id: number,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const tx = state.transaction(id, res);
  if (!tx) return;
  const input = await jsonBody(req, res);
  if (!input) return;
  const left = tx.amount - tx.refunded;
  const amount = input.amount === undefined ? left : input.amount;
  if (tx.status !== 'successful' || !isAmount(amount) || amount > left + 1e-9)
    return sendJson(res, 400, {
      status: 'error',
      message:
        tx.status !== 'successful'
          ? 'Only a successful transaction can be refunded'
          : `The amount to refund must be more than 0 and at most ${left}`,
      data: null,
    });
  tx.refunded += amount;
  sendJson(res, 200, {
    status: 'success',
    message: 'Transaction refund initiated',
    data: {
      id: state.nextId(),
      tx_id: tx.id,
      flw_ref: `URF_${Date.now()}_${tx.id}`,
      amount_refunded: amount,
      status: 'completed',
      destination: 'payment_source',
      meta: { source: 'availablebalance' },
      created_at: new Date().toISOString(),
    },
  });
}

/**
 * The switches, from JSON (POST /sandbox/switches) or the control page's form: how the next
 * `count` transfers (null: until changed) whose reference starts with `match` end.
 */
export function switchRule(input: Record<string, unknown>) {
  const transfers = input.transfers as TransferMode;
  const count = input.count === undefined || input.count === '' ? null : Number(input.count);
  const match = input.match === undefined ? '' : input.match;
  if (
    !transferModes.includes(transfers) ||
    (count !== null && !(Number.isInteger(count) && count >= 1 && count <= 1000)) ||
    typeof match !== 'string' ||
    match.length > 100
  )
    return undefined;
  return { transfers, remaining: count, match };
}
