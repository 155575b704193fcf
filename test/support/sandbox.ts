import { expect } from 'vitest';
import { env } from '../../lambdas/ports/env.js';
import { paymentsCredentials } from '../../lambdas/ports/payments.js';

export type Decision = 'approve' | 'decline';

/** Posts the sandbox's hosted-page form as a browser would, without following the redirect. */
export async function submitHostedForm(action: string, decision: Decision): Promise<URL> {
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'mobilemoneyzambia:MTN', decision }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** The form's address on a hosted checkout page's HTML. */
export const formAction = (html: string, link: string) => {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return new URL(action!, link).toString();
};

/** Opens the hosted checkout page and approves or declines: where the payer is sent back to. */
export async function payOnHostedPage(link: string, decision: Decision): Promise<URL> {
  const html = await (await fetch(link)).text();
  return submitHostedForm(formAction(html, link), decision);
}

/** The sandbox provider's webhook deliveries for one payment reference (GET /sandbox/webhooks). */
export async function sandboxWebhooks(txRef: string): Promise<any[]> {
  const { secretKey } = await paymentsCredentials();
  const res = await fetch(
    `${env('payments').PAYMENTS_BASE_URL}/sandbox/webhooks?tx_ref=${encodeURIComponent(txRef)}`,
    { headers: { authorization: `Bearer ${secretKey}` } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: any[] }).data;
}
