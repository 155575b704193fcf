import { expect } from 'vitest';
import { env } from '../../lambdas/ports/env.js';
import { paymentsCredentials } from '../../lambdas/ports/payments.js';
import { hiredPair } from '../e2e/hired-pair.js';
import { api } from './api.js';
import { waitForItems } from './poll.js';

/** The sandbox provider's own API (with its key): switches, deliveries, replays, transfers. */
export async function sandbox(method: 'GET' | 'POST', path: string, body?: unknown) {
  const { secretKey } = await paymentsCredentials();
  const res = await fetch(`${env('payments').PAYMENTS_BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** How this wage's transfers end at the sandbox (its reference is the wage's id). */
export const setTransfers = (wid: string, transfers: string, count?: number) =>
  sandbox('POST', '/sandbox/switches', { transfers, match: wid, count });

/** Every webhook delivery about a wage: its charge (tx_ref) and its transfer (reference). */
export async function deliveriesOf(wid: string): Promise<any[]> {
  const [charges, transfers] = await Promise.all([
    sandbox('GET', `/sandbox/webhooks?tx_ref=${encodeURIComponent(wid)}`),
    sandbox('GET', `/sandbox/webhooks?reference=${encodeURIComponent(wid)}`),
  ]);
  return [...charges.body.data, ...transfers.body.data];
}

/** The transfers the sandbox made under a reference (one at most: the reference is unique). */
export const transfersOf = async (reference: string): Promise<any[]> =>
  (await sandbox('GET', `/v3/transfers?reference=${encodeURIComponent(reference)}`)).body.data;

/** The month it is in Lusaka (YYYY-MM). */
export const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka', year: 'numeric', month: '2-digit' })
    .format(Date.now())
    .slice(0, 7);

/** A hire whose caregiver has a payout number (job salary ZMW 3000 a month: the default). */
export async function hireReadyToPay() {
  const pair = await hiredPair();
  const set = await api('PUT', '/api/my/payout-number', {
    token: pair.nanny.idToken,
    body: { phone: '0971 234 567', network: 'MTN' },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { ...pair, base: `/api/hires/${pair.job}/${pair.nanny.uid}/wages` };
}

export const wageBody = (overrides: Record<string, unknown> = {}) => ({
  period: thisMonth(),
  gross_minor: 150_000,
  deductions: [{ kind: 'statutory', code: 'NAPSA', label: 'NAPSA', amount_minor: 7_500 }],
  payer_phone: '0961 234 567',
  payer_network: 'Airtel',
  ...overrides,
});

/** The parent approves (or declines) the charge on the sandbox's page, as a browser posts it. */
export async function answerCharge(redirect: string, decision: 'approve' | 'decline') {
  const html = await (await fetch(redirect)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action, html).toBeDefined();
  const res = await fetch(new URL(action!, redirect), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** Starts a wage payment as the parent: its payslip and the provider's page. */
export async function startWage(
  hire: Awaited<ReturnType<typeof hireReadyToPay>>,
  overrides: Record<string, unknown> = {},
) {
  const paid = await api<any>('POST', hire.base, {
    token: hire.parent.idToken,
    body: wageBody(overrides),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body as { wage: any; redirect: string };
}

/** Waits until a payslip reaches `status` (webhooks and payouts settle after the answer). */
export async function waitForWage(token: string, wid: string, status: string, timeoutMs = 15_000) {
  const [slip] = await waitForItems(
    async () => [(await api<any>('GET', `/api/wages/${wid}`, { token })).body.wage],
    (wage) => wage?.status === status,
    { what: `wage ${wid} ${status}`, timeoutMs },
  );
  return slip;
}
