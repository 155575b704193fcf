import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';

/**
 * The payment provider on loopback, speaking the shape of Flutterwave's v3 standard checkout:
 * POST /v3/payments creates a hosted link, the hosted page lets the tester approve or decline,
 * then the browser is redirected back (303, `status`, `tx_ref`, `transaction_id`) and the
 * `charge.completed` webhook is sent with the `verif-hash` header; GET
 * /v3/transactions/{id}/verify reports the transaction. Transactions live in memory.
 * GET /sandbox/webhooks (same Bearer key) lists the webhook deliveries, for tests and debugging.
 */
export interface LocalPayments {
  endpoint: string;
  secretKey: string;
  secretHash: string;
  /** The router's address is known only after it starts. */
  setWebhookUrl: (url: string) => void;
  stop: () => Promise<void>;
}

type Status = 'pending' | 'successful' | 'failed';

interface Transaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  redirect_url: string;
  customer: { email: string; name?: string; phone_number?: string };
  title: string;
  status: Status;
  payment_type?: string;
  created_at: string;
  token: string;
}

interface Delivery {
  transaction_id: number;
  tx_ref: string;
  url: string;
  body: unknown;
  attempts: { at: string; status?: number; error?: string }[];
  delivered: boolean;
}

const RETRY_DELAYS_MS = [500, 2000, 5000];
const WEBHOOK_TIMEOUT_MS = 5000;

const methods = [
  { value: 'mobilemoneyzambia:MTN', label: 'MTN Mobile Money' },
  { value: 'mobilemoneyzambia:Airtel', label: 'Airtel Money' },
  { value: 'mobilemoneyzambia:Zamtel', label: 'Zamtel Kwacha' },
  { value: 'card', label: 'Card' },
];

const style =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}' +
  'fieldset{margin:1rem 0}button{margin:.25rem .5rem .25rem 0;padding:.5rem 1rem}';
const styleHash = createHash('sha256').update(style).digest('base64');

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(tx: Transaction) {
  const amount = `${escape(tx.currency)} ${tx.amount.toFixed(2)}`;
  const options = methods
    .map(
      (m, i) =>
        `<label><input type="radio" name="method" value="${m.value}"${i === 0 ? ' checked' : ''}> ${m.label}</label><br>`,
    )
    .join('\n');
  const body =
    tx.status === 'pending'
      ? `<form method="post" action="/checkout/${tx.token}">
<fieldset><legend>Pay with</legend>
${options}
</fieldset>
<button type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="decline">Decline payment</button>
</form>`
      : `<p>This payment is ${tx.status}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${style}</style></head>
<body><main>
<h1>Sandbox checkout</h1>
<p>${escape(tx.title)}</p>
<p>Amount: <strong>${amount}</strong> (reference ${escape(tx.tx_ref)})</p>
${body}
<p><small>Local payment sandbox: no money moves.</small></p>
</main></body></html>`;
}

const isText = (value: unknown, max = 500): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

export async function startPaymentsSandbox(): Promise<LocalPayments> {
  // Generated per start, never committed: the stack puts them into the local Secrets Manager
  // (infra/local/secrets.ts), where the handlers read them as they do in AWS.
  const secretKey = `FLWSECK_TEST-${randomBytes(16).toString('hex')}-X`;
  const secretHash = randomBytes(24).toString('base64url');
  const keyDigest = createHash('sha256').update(`Bearer ${secretKey}`).digest();
  let webhookUrl = '';
  let nextId = 100_000 + Math.floor(Math.random() * 100_000);
  const byId = new Map<number, Transaction>();
  const byToken = new Map<string, Transaction>();
  const deliveries: Delivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let endpoint = '';

  const authorized = (req: IncomingMessage) => {
    const given = createHash('sha256')
      .update(String(req.headers.authorization ?? ''))
      .digest();
    return timingSafeEqual(given, keyDigest);
  };

  const sendWebhook = (tx: Transaction) => {
    if (!webhookUrl) return;
    const delivery: Delivery = {
      transaction_id: tx.id,
      tx_ref: tx.tx_ref,
      url: webhookUrl,
      body: {
        event: 'charge.completed',
        data: {
          id: tx.id,
          tx_ref: tx.tx_ref,
          flw_ref: tx.flw_ref,
          amount: tx.amount,
          currency: tx.currency,
          status: tx.status,
          payment_type: tx.payment_type,
          created_at: tx.created_at,
          customer: { email: tx.customer.email },
        },
      },
      attempts: [],
      delivered: false,
    };
    deliveries.push(delivery);
    const attempt = async (n: number) => {
      const at = new Date().toISOString();
      try {
        const res = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'verif-hash': secretHash },
          body: JSON.stringify(delivery.body),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        await res.body?.cancel();
        delivery.attempts.push({ at, status: res.status });
        delivery.delivered = res.ok;
      } catch (error) {
        delivery.attempts.push({ at, error: String(error) });
      }
      const delay = RETRY_DELAYS_MS[n];
      if (!delivery.delivered && delay !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void attempt(n + 1);
        }, delay);
        timers.add(timer);
      }
    };
    void attempt(0);
  };

  const createPayment = async (req: IncomingMessage, res: ServerResponse) => {
    let input: Record<string, any>;
    try {
      input = JSON.parse((await readBody(req)).toString('utf8'));
    } catch {
      return sendJson(res, 400, { status: 'error', message: 'Invalid JSON body', data: null });
    }
    const amount = input?.amount;
    const problems = [
      !isText(input?.tx_ref, 100) && 'tx_ref',
      !(typeof amount === 'number' && Number.isFinite(amount) && amount > 0) && 'amount',
      !(isText(input?.currency, 3) && /^[A-Z]{3}$/.test(input.currency)) && 'currency',
      !(isText(input?.redirect_url, 2000) && /^https?:\/\//.test(input.redirect_url)) &&
        'redirect_url',
      !isText(input?.customer?.email, 320) && 'customer.email',
    ].filter(Boolean);
    if (problems.length > 0)
      return sendJson(res, 400, {
        status: 'error',
        message: `Invalid fields: ${problems.join(', ')}`,
        data: null,
      });
    const tx: Transaction = {
      id: nextId++,
      tx_ref: input.tx_ref,
      flw_ref: `SANDBOX-${randomBytes(6).toString('hex').toUpperCase()}`,
      amount,
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
      status: 'pending',
      created_at: new Date().toISOString(),
      token: randomBytes(16).toString('hex'),
    };
    byId.set(tx.id, tx);
    byToken.set(tx.token, tx);
    sendJson(res, 200, {
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${endpoint}/checkout/${tx.token}` },
    });
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
      sendWebhook(tx);
    }
    // A second submit (back button) redirects again with the outcome already decided.
    const back = new URL(tx.redirect_url);
    back.searchParams.set('status', tx.status);
    back.searchParams.set('tx_ref', tx.tx_ref);
    back.searchParams.set('transaction_id', String(tx.id));
    res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' });
    res.end();
  };

  const server = createServer(
    answering(async (req, res) => {
      try {
        const url = new URL(req.url ?? '/', 'http://sandbox');
        const path = url.pathname;
        const checkout = /^\/checkout\/([0-9a-f]{32})$/.exec(path);
        if (checkout) {
          const tx = byToken.get(checkout[1]!);
          if (!tx) {
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
            return res.end('No such checkout.');
          }
          if (req.method === 'POST') return await decide(tx, req, res);
          if (req.method !== 'GET') return sendJson(res, 405, { status: 'error' });
          const redirectOrigin = new URL(tx.redirect_url).origin;
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'content-security-policy':
              `default-src 'none'; style-src 'sha256-${styleHash}'; ` +
              `form-action 'self' ${redirectOrigin}; base-uri 'none'; frame-ancestors 'none'`,
            'x-content-type-options': 'nosniff',
            'referrer-policy': 'no-referrer',
          });
          return res.end(page(tx));
        }
        if (!authorized(req))
          return sendJson(res, 401, {
            status: 'error',
            message: 'Invalid authorization key',
            data: null,
          });
        if (req.method === 'POST' && path === '/v3/payments') return await createPayment(req, res);
        const verify = /^\/v3\/transactions\/(\d{1,15})\/verify$/.exec(path);
        if (req.method === 'GET' && verify) {
          const tx = byId.get(Number(verify[1]));
          if (!tx)
            return sendJson(res, 404, {
              status: 'error',
              message: 'No transaction was found for this id',
              data: null,
            });
          return sendJson(res, 200, {
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
        }
        if (req.method === 'GET' && path === '/sandbox/webhooks') {
          const txRef = url.searchParams.get('tx_ref');
          return sendJson(res, 200, {
            status: 'success',
            data: deliveries.filter((d) => !txRef || d.tx_ref === txRef),
          });
        }
        sendJson(res, 404, { status: 'error', message: 'Not found', data: null });
      } catch (error) {
        if (!res.headersSent) sendJson(res, 500, { status: 'error', message: String(error) });
        else res.end();
      }
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    secretKey,
    secretHash,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await closeServer(server);
    },
  };
}
