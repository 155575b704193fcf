import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './http-util.js';

/**
 * The payment sandbox's memory and its webhooks (payments-sandbox.ts): transactions (hosted
 * checkout and mobile money charges), transfers, the switches that decide how the next
 * transfers end, and every webhook delivery, originals and replays.
 */
export type Status = 'pending' | 'successful' | 'failed';

export interface Transaction {
  id: number;
  kind: 'checkout' | 'mobile_money';
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  redirect_url: string;
  customer: { email: string; name?: string; phone_number?: string };
  title: string;
  status: Status;
  payment_type?: string;
  network?: string;
  /** The phone was asked and never answered (mobile money "Time out"). */
  unanswered?: boolean;
  refunded: number;
  created_at: string;
  token: string;
}

export type TransferStatus = 'NEW' | 'SUCCESSFUL' | 'FAILED';
export type TransferMode = 'succeed' | 'fail' | 'timeout' | 'twice';
export const transferModes: readonly TransferMode[] = ['succeed', 'fail', 'timeout', 'twice'];

export interface Transfer {
  id: number;
  reference: string;
  account_bank: string;
  account_number: string;
  beneficiary_name: string;
  amount: number;
  currency: string;
  fee: number;
  narration: string;
  network?: string;
  status: TransferStatus;
  complete_message: string;
  created_at: string;
  /** Each attempt (the first and every retry) and how the switches made it end. */
  attempts: { at: string; mode: TransferMode; status?: TransferStatus }[];
}

/** How the next transfers end: the first rule whose `match` prefixes the reference, and has some left. */
export interface SwitchRule {
  transfers: TransferMode;
  /** Transfers left to decide; null: until changed. */
  remaining: number | null;
  /** A reference prefix ('' = every transfer). */
  match: string;
}

export interface Delivery {
  /** Its index in the list (POST /sandbox/webhooks/replay {index}). */
  index: number;
  event: 'charge.completed' | 'transfer.completed';
  transaction_id?: number;
  tx_ref?: string;
  transfer_id?: number;
  reference?: string;
  replay_of?: number;
  url: string;
  body: unknown;
  attempts: { at: string; status?: number; error?: string }[];
  delivered: boolean;
}

const RETRY_DELAYS_MS = [500, 2000, 5000];
const WEBHOOK_TIMEOUT_MS = 5000;

export class SandboxState {
  endpoint = '';
  webhookUrl = '';
  private id = 100_000 + Math.floor(Math.random() * 100_000);
  readonly byId = new Map<number, Transaction>();
  readonly byToken = new Map<string, Transaction>();
  readonly transfers = new Map<number, Transfer>();
  readonly transferByReference = new Map<string, Transfer>();
  readonly deliveries: Delivery[] = [];
  readonly timers = new Set<NodeJS.Timeout>();
  rules: SwitchRule[] = [];

  constructor(readonly secretHash: string) {}

  /** A new transaction, pending, and where its payer's page is. */
  addTransaction(
    fields: Omit<Transaction, 'id' | 'status' | 'refunded' | 'created_at' | 'token'>,
    page: 'checkout' | 'mobile-money',
  ) {
    const tx: Transaction = {
      ...fields,
      id: this.nextId(),
      status: 'pending',
      refunded: 0,
      created_at: new Date().toISOString(),
      token: randomBytes(16).toString('hex'),
    };
    this.byId.set(tx.id, tx);
    this.byToken.set(tx.token, tx);
    return `${this.endpoint}/${page}/${tx.token}`;
  }

  /** The transaction with this id, or a 404 answered in Flutterwave's words. */
  transaction(id: number, res: ServerResponse) {
    const tx = this.byId.get(id);
    if (!tx)
      sendJson(res, 404, {
        status: 'error',
        message: 'No transaction was found for this id',
        data: null,
      });
    return tx;
  }

  nextId() {
    return this.id++;
  }

  /** Runs `work` after `ms`, cancelled when the sandbox stops. */
  later(ms: number, work: () => unknown) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void work();
    }, ms);
    this.timers.add(timer);
  }

  /** How this transfer ends, using up one of its rule's count. */
  nextMode(reference: string): TransferMode {
    const rule = this.rules
      .filter((r) => reference.startsWith(r.match) && r.remaining !== 0)
      .sort((a, b) => b.match.length - a.match.length)[0];
    if (!rule) return 'succeed';
    if (rule.remaining !== null) rule.remaining--;
    return rule.transfers;
  }

  setRule(rule: SwitchRule) {
    this.rules = [...this.rules.filter((r) => r.match !== rule.match), rule];
  }

  chargeWebhook(tx: Transaction, times = 1) {
    const body = {
      event: 'charge.completed',
      data: {
        id: tx.id,
        tx_ref: tx.tx_ref,
        flw_ref: tx.flw_ref,
        amount: tx.amount,
        currency: tx.currency,
        charged_amount: tx.amount,
        status: tx.status,
        payment_type: tx.payment_type,
        created_at: tx.created_at,
        customer: { email: tx.customer.email },
      },
    };
    for (let n = 0; n < times; n++)
      void this.send({ event: 'charge.completed', transaction_id: tx.id, tx_ref: tx.tx_ref, body });
  }

  transferWebhook(transfer: Transfer, times = 1) {
    const body = {
      event: 'transfer.completed',
      'event.type': 'Transfer',
      data: {
        id: transfer.id,
        account_number: transfer.account_number,
        bank_name: 'Mobile money (sandbox)',
        bank_code: transfer.account_bank,
        fullname: transfer.beneficiary_name,
        created_at: transfer.created_at,
        currency: transfer.currency,
        debit_currency: transfer.currency,
        amount: transfer.amount,
        fee: transfer.fee,
        status: transfer.status,
        reference: transfer.reference,
        meta: null,
        narration: transfer.narration,
        approver: null,
        complete_message: transfer.complete_message,
        requires_approval: 0,
        is_approved: 1,
      },
    };
    for (let n = 0; n < times; n++)
      void this.send({
        event: 'transfer.completed',
        transfer_id: transfer.id,
        reference: transfer.reference,
        body,
      });
  }

  /** Records a delivery and sends it, retried in the background until a 2xx (or 3 retries). */
  private send(what: Omit<Delivery, 'index' | 'url' | 'attempts' | 'delivered'>, retry = true) {
    if (!this.webhookUrl) return undefined;
    const delivery: Delivery = {
      ...what,
      index: this.deliveries.length,
      url: this.webhookUrl,
      attempts: [],
      delivered: false,
    };
    this.deliveries.push(delivery);
    const attempt = async (n: number) => {
      await this.attempt(delivery);
      const delay = RETRY_DELAYS_MS[n];
      if (retry && !delivery.delivered && delay !== undefined)
        this.later(delay, () => attempt(n + 1));
    };
    return attempt(0);
  }

  private async attempt(delivery: Delivery) {
    const at = new Date().toISOString();
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'verif-hash': this.secretHash },
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await res.body?.cancel();
      delivery.attempts.push({ at, status: res.status });
      delivery.delivered = res.ok;
    } catch (error) {
      delivery.attempts.push({ at, error: String(error) });
    }
  }

  /**
   * POST /sandbox/webhooks/replay {index | id, times, concurrency}: sends a recorded delivery
   * (by its index, or the first one about transaction or transfer `id`) again `times` times,
   * at most `concurrency` at once, each once (no retries), each recorded; answers when all did.
   */
  async replay(req: IncomingMessage, res: ServerResponse) {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse((await readBody(req, 10_000)).toString('utf8')) as Record<string, unknown>;
    } catch {
      return sendJson(res, 400, { status: 'error', message: 'Invalid JSON body', data: null });
    }
    const int = (value: unknown, min: number, max: number, fallback: number) =>
      value === undefined
        ? fallback
        : Number.isInteger(value) && (value as number) >= min && (value as number) <= max
          ? (value as number)
          : NaN;
    const times = int(input.times, 1, 100, 1);
    const concurrency = int(input.concurrency, 1, 20, 1);
    const original =
      typeof input.index === 'number'
        ? this.deliveries[input.index]
        : this.deliveries.find(
            (d) =>
              d.replay_of === undefined &&
              (d.transaction_id === input.id || d.transfer_id === input.id),
          );
    if (!original || Number.isNaN(times) || Number.isNaN(concurrency))
      return sendJson(res, 400, {
        status: 'error',
        message: 'Give an index or id of a recorded webhook, times 1-100, concurrency 1-20',
        data: null,
      });
    const copies = Array.from({ length: times }, () => {
      const {
        index: _index,
        url: _url,
        attempts: _attempts,
        delivered: _delivered,
        ...rest
      } = original;
      return { ...rest, replay_of: original.index };
    });
    const made: Delivery[] = [];
    const worker = async () => {
      for (let next = copies.shift(); next; next = copies.shift()) {
        const delivery: Delivery = {
          ...next,
          index: this.deliveries.length,
          url: this.webhookUrl,
          attempts: [],
          delivered: false,
        };
        this.deliveries.push(delivery);
        made.push(delivery);
        await this.attempt(delivery);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    sendJson(res, 200, {
      status: 'success',
      data: made.map((d) => ({ index: d.index, status: d.attempts[0]?.status ?? null })),
    });
  }
}
