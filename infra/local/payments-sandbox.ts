import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';
import {
  createMobileMoneyCharge,
  decideMobileMoney,
  fees,
  invalid,
  isAmount,
  isCurrencyCode,
  isText,
  jsonBody,
  redirectBack,
} from './payments-sandbox-mobile-money.js';
import {
  checkoutPage,
  controlPage,
  mobileMoneyPage,
  sendPage,
  transfersPage,
} from './payments-sandbox-pages.js';
import { SandboxState, type Transaction } from './payments-sandbox-state.js';
import {
  createTransfer,
  getTransfer,
  listTransfers,
  refund,
  retryTransfer,
  switchRule,
} from './payments-sandbox-transfers.js';

/**
 * The payment provider on loopback, speaking the shape of Flutterwave's v3 API
 * (docs/decisions/payments-and-packages.md):
 * - standard checkout: POST /v3/payments creates a hosted link; the hosted page lets the tester
 *   approve or decline, then the browser is redirected back (303, `status`, `tx_ref`,
 *   `transaction_id`) and `charge.completed` is sent with the `verif-hash` header;
 * - mobile money (payments-sandbox-mobile-money.ts): POST /v3/charges?type=mobile_money_zambia
 *   and its "Approve on your phone" page; the fee quotes;
 * - transfers and refunds (payments-sandbox-transfers.ts), ending as the switches say;
 * - GET /v3/transactions/{id}/verify reports any transaction.
 * Sandbox-only, with the same Bearer key: GET /sandbox/webhooks (every delivery),
 * POST /sandbox/webhooks/replay, GET/POST /sandbox/switches. For a person, without the key:
 * GET /sandbox (controls, a form) and GET /sandbox/transfers. Everything lives in memory.
 */
export interface LocalPayments {
  endpoint: string;
  secretKey: string;
  secretHash: string;
  /** The router's address is known only after it starts. */
  setWebhookUrl: (url: string) => void;
  stop: () => Promise<void>;
}

const notFound = (res: ServerResponse, what: string) => {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(`No such ${what}.`);
};

export async function startPaymentsSandbox(): Promise<LocalPayments> {
  // Generated per start, never committed: the stack puts them into the local Secrets Manager
  // (infra/local/secrets.ts), where the handlers read them as they do in AWS.
  const secretKey = `FLWSECK_TEST-${randomBytes(16).toString('hex')}-X`;
  const secretHash = randomBytes(24).toString('base64url');
  const keyDigest = createHash('sha256').update(`Bearer ${secretKey}`).digest();
  // The control page's form carries it: another site's form cannot change the switches.
  const formToken = randomBytes(16).toString('hex');
  const state = new SandboxState(secretHash);

  const authorized = (req: IncomingMessage) => {
    const given = createHash('sha256')
      .update(String(req.headers.authorization ?? ''))
      .digest();
    return timingSafeEqual(given, keyDigest);
  };

  const createPayment = async (req: IncomingMessage, res: ServerResponse) => {
    const input = await jsonBody(req, res);
    if (!input) return;
    if (
      invalid(res, [
        !isText(input.tx_ref, 100) && 'tx_ref',
        !isAmount(input.amount) && 'amount',
        !isCurrencyCode(input.currency) && 'currency',
        !(isText(input.redirect_url, 2000) && /^https?:\/\//.test(input.redirect_url)) &&
          'redirect_url',
        !isText(input.customer?.email, 320) && 'customer.email',
      ])
    )
      return;
    const link = state.addTransaction(
      {
        kind: 'checkout',
        tx_ref: input.tx_ref,
        flw_ref: `SANDBOX-${randomBytes(6).toString('hex').toUpperCase()}`,
        amount: input.amount,
        currency: input.currency,
        redirect_url: input.redirect_url,
        customer: {
          email: input.customer.email,
          name: input.customer.name,
          ...(isText(input.customer.phonenumber, 20)
            ? { phone_number: input.customer.phonenumber }
            : {}),
        },
        title: isText(input.customizations?.title, 200) ? input.customizations.title : 'Payment',
      },
      'checkout',
    );
    sendJson(res, 200, { status: 'success', message: 'Hosted Link', data: { link } });
  };

  const decide = async (tx: Transaction, req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams((await readBody(req, 10_000)).toString('utf8'));
    const decision = form.get('decision');
    if (tx.status === 'pending') {
      if (decision !== 'approve' && decision !== 'decline') {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Choose approve or decline.');
      }
      const method = form.get('method') ?? 'card';
      tx.payment_type = method.startsWith('mobilemoney') ? 'mobilemoneyzambia' : 'card';
      tx.status = decision === 'approve' ? 'successful' : 'failed';
      state.chargeWebhook(tx);
    }
    // A second submit (back button) redirects again with the outcome already decided.
    redirectBack(tx, res);
  };

  const verify = (id: number, res: ServerResponse) => {
    const tx = state.transaction(id, res);
    if (!tx) return;
    sendJson(res, 200, {
      status: 'success',
      message: 'Transaction fetched successfully',
      data: {
        id: tx.id,
        tx_ref: tx.tx_ref,
        flw_ref: tx.flw_ref,
        amount: tx.amount,
        charged_amount: tx.amount,
        currency: tx.currency,
        status: tx.status,
        payment_type: tx.payment_type,
        created_at: tx.created_at,
        customer: { email: tx.customer.email, name: tx.customer.name },
      },
    });
  };

  /** The payer-facing pages: hosted checkout and "Approve on your phone" (no key). */
  const payerPage = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const page = /^\/(checkout|mobile-money)\/([0-9a-f]{32})$/.exec(path);
    if (!page) return false;
    const tx = state.byToken.get(page[2]!);
    const mobile = page[1] === 'mobile-money';
    if (!tx || (tx.kind === 'mobile_money') !== mobile) {
      notFound(res, mobile ? 'payment' : 'checkout');
      return true;
    }
    const origin = new URL(tx.redirect_url).origin;
    const show = () =>
      mobile
        ? sendPage(res, 'Approve on your phone', mobileMoneyPage(tx), origin)
        : sendPage(res, 'Sandbox checkout', checkoutPage(tx), origin);
    if (req.method === 'POST') {
      if (mobile) await decideMobileMoney(state, tx, req, res, show);
      else await decide(tx, req, res);
    } else if (req.method === 'GET') show();
    else sendJson(res, 405, { status: 'error' });
    return true;
  };

  /** The person's control pages (no key; the form carries formToken). */
  const controls = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.method === 'GET' && path === '/sandbox') {
      sendPage(res, 'Payment sandbox', controlPage(state.rules, formToken));
      return true;
    }
    if (req.method === 'GET' && path === '/sandbox/transfers') {
      sendPage(res, 'Sandbox transfers', transfersPage([...state.transfers.values()].reverse()));
      return true;
    }
    if (req.method === 'POST' && path === '/sandbox') {
      const form = Object.fromEntries(
        new URLSearchParams((await readBody(req, 10_000)).toString('utf8')),
      );
      const rule = form.token === formToken ? switchRule(form) : undefined;
      if (!rule) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Choose how transfers end, and a count from 1 to 1000 or none.');
      } else {
        state.setRule(rule);
        res.writeHead(303, { location: '/sandbox', 'cache-control': 'no-store' });
        res.end();
      }
      return true;
    }
    return false;
  };

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const path = url.pathname;
    const post = req.method === 'POST';
    const get = req.method === 'GET';
    let match: RegExpExecArray | null;
    if (post && path === '/v3/payments') return createPayment(req, res);
    if (post && path === '/v3/charges')
      return createMobileMoneyCharge(state, url.searchParams.get('type'), req, res);
    if (get && path === '/v3/transactions/fee') return fees('transactions', url, res);
    if (get && path === '/v3/transfers/fee') return fees('transfers', url, res);
    if (get && (match = /^\/v3\/transactions\/(\d{1,15})\/verify$/.exec(path)))
      return verify(Number(match[1]), res);
    if (post && (match = /^\/v3\/transactions\/(\d{1,15})\/refund$/.exec(path)))
      return refund(state, Number(match[1]), req, res);
    if (post && path === '/v3/transfers') return createTransfer(state, req, res);
    if (get && path === '/v3/transfers') return listTransfers(state, url, res);
    if (get && (match = /^\/v3\/transfers\/(\d{1,15})$/.exec(path)))
      return getTransfer(state, Number(match[1]), res);
    if (post && (match = /^\/v3\/transfers\/(\d{1,15})\/retries$/.exec(path)))
      return retryTransfer(state, Number(match[1]), res);
    if (get && path === '/sandbox/webhooks') {
      const txRef = url.searchParams.get('tx_ref');
      const reference = url.searchParams.get('reference');
      return sendJson(res, 200, {
        status: 'success',
        data: state.deliveries.filter(
          (d) => (!txRef || d.tx_ref === txRef) && (!reference || d.reference === reference),
        ),
      });
    }
    if (post && path === '/sandbox/webhooks/replay') return state.replay(req, res);
    if (path === '/sandbox/switches' && (get || post)) {
      if (post) {
        const input = await jsonBody(req, res);
        if (!input) return;
        const rule = switchRule(input);
        if (!rule)
          return sendJson(res, 400, {
            status: 'error',
            message:
              "Give transfers: 'succeed' | 'fail' | 'timeout' | 'twice', count 1-1000 (optional), match (optional reference prefix)",
            data: null,
          });
        state.setRule(rule);
      }
      return sendJson(res, 200, { status: 'success', data: state.rules });
    }
    sendJson(res, 404, { status: 'error', message: 'Not found', data: null });
  };

  const server = createServer(
    answering(async (req, res) => {
      try {
        const url = new URL(req.url ?? '/', 'http://sandbox');
        if (await payerPage(req, res, url.pathname)) return;
        if (await controls(req, res, url.pathname)) return;
        if (!authorized(req))
          return sendJson(res, 401, {
            status: 'error',
            message: 'Invalid authorization key',
            data: null,
          });
        await api(req, res, url);
      } catch (error) {
        if (!res.headersSent) sendJson(res, 500, { status: 'error', message: String(error) });
        else res.end();
      }
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  state.endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint: state.endpoint,
    secretKey,
    secretHash,
    setWebhookUrl: (url) => {
      state.webhookUrl = url;
    },
    stop: async () => {
      for (const timer of state.timers) clearTimeout(timer);
      state.timers.clear();
      await closeServer(server);
    },
  };
}
