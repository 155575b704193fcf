import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { SwitchRule, Transaction, Transfer } from './payments-sandbox-state.js';

/**
 * The payment sandbox's HTML (payments-sandbox.ts): the hosted checkout, the mobile money
 * "Approve on your phone" page, and the control pages a person uses to try payouts (switches,
 * transfers). No scripts: each answer carries a CSP that allows only its own inline style and
 * its forms' targets; every value is escaped.
 */
const methods = [
  { value: 'mobilemoneyzambia:MTN', label: 'MTN Mobile Money' },
  { value: 'mobilemoneyzambia:Airtel', label: 'Airtel Money' },
  { value: 'mobilemoneyzambia:Zamtel', label: 'Zamtel Kwacha' },
  { value: 'card', label: 'Card' },
];

const style =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}' +
  'fieldset{margin:1rem 0}button{margin:.25rem .5rem .25rem 0;padding:.5rem 1rem}' +
  'table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem}';
const styleHash = createHash('sha256').update(style).digest('base64');

export const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** 260971234567 -> 260•••••4567: enough to recognise one's own number, not to read it. */
export const masked = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits.length < 8 ? '•••' : `${digits.slice(0, 3)}•••••${digits.slice(-4)}`;
};

// As the hosted checkout has always shown it ("KES 1290.00"): tests and testers read it so.
const amountText = (currency: string, amount: number) => `${escape(currency)} ${amount.toFixed(2)}`;

/** Sends a page; its forms may post to the sandbox and, when given, to `formOrigin`. */
export function sendPage(res: ServerResponse, title: string, main: string, formOrigin = '') {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      `default-src 'none'; style-src 'sha256-${styleHash}'; ` +
      `form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}; base-uri 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${style}</style></head>
<body><main>
<h1>${escape(title)}</h1>
${main}
<p><small>Local payment sandbox: no money moves. <a href="/sandbox">Sandbox controls</a></small></p>
</main></body></html>`);
}

export function checkoutPage(tx: Transaction) {
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
  return `<p>${escape(tx.title)}</p>
<p>Amount: <strong>${amountText(tx.currency, tx.amount)}</strong> (reference ${escape(tx.tx_ref)})</p>
${body}`;
}

export function mobileMoneyPage(tx: Transaction) {
  const what = `<p>${escape(tx.network ?? '')} mobile money, number ${escape(masked(tx.customer.phone_number ?? ''))}</p>
<p>Amount: <strong>${amountText(tx.currency, tx.amount)}</strong> (reference ${escape(tx.tx_ref)})</p>`;
  if (tx.unanswered) return `${what}<p>The phone never answered: this payment stays pending.</p>`;
  if (tx.status !== 'pending') return `${what}<p>This payment is ${tx.status}.</p>`;
  return `${what}
<p>The payer's phone shows the request. What does the payer do?</p>
<form method="post" action="/mobile-money/${tx.token}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button>
<button type="submit" name="decision" value="approve-twice">Approve, and send the webhook twice</button>
<button type="submit" name="decision" value="timeout">Time out (never answers)</button>
</form>`;
}

export function controlPage(rules: SwitchRule[], token: string) {
  const rows = rules
    .map(
      (r) =>
        `<tr><td>${escape(r.match || '(every transfer)')}</td><td>${escape(r.transfers)}</td><td>${r.remaining === null ? 'until changed' : r.remaining}</td></tr>`,
    )
    .join('\n');
  return `<h2>Transfers (payouts)</h2>
<p>How the next transfers end. Now: ${rules.length ? '' : 'every transfer succeeds.'}</p>
${rules.length ? `<table><tr><th>References starting with</th><th>End</th><th>Left</th></tr>${rows}</table>` : ''}
<form method="post" action="/sandbox">
<input type="hidden" name="token" value="${escape(token)}">
<fieldset><legend>Next transfers</legend>
<label><input type="radio" name="transfers" value="succeed" checked> Succeed</label><br>
<label><input type="radio" name="transfers" value="fail"> Fail</label><br>
<label><input type="radio" name="transfers" value="timeout"> Time out (the API answers too late)</label><br>
<label><input type="radio" name="transfers" value="twice"> Succeed, webhook sent twice</label><br>
<label>How many (empty: until changed) <input name="count" inputmode="numeric" size="4"></label><br>
<label>Only references starting with <input name="match" size="12"></label>
</fieldset>
<button type="submit">Set</button>
</form>
<p><a href="/sandbox/transfers">Transfers made</a></p>`;
}

export function transfersPage(transfers: Transfer[]) {
  const rows = transfers
    .map(
      (t) =>
        `<tr><td>${escape(t.reference)}</td><td>${amountText(t.currency, t.amount)}</td><td>${escape(masked(t.account_number))}</td><td>${escape(t.status)}</td><td>${t.attempts.length}</td></tr>`,
    )
    .join('\n');
  return transfers.length
    ? `<table><tr><th>Reference</th><th>Amount</th><th>Number</th><th>Status</th><th>Attempts</th></tr>
${rows}</table>`
    : '<p>No transfers yet.</p>';
}
