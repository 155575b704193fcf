import { randomUUID } from 'node:crypto';
import { CreateSecretCommand } from '@aws-sdk/client-secrets-manager';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { handler as checkout } from '../../lambdas/http/handlers/payments/checkout.js';
import { handler as paymentWebhook } from '../../lambdas/http/handlers/payments/payment-webhook.js';
import type { HttpEvent, HttpResult } from '../../lambdas/http/http-event.js';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { secretsClient } from '../../lambdas/ports/clients/secrets.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { readCredentials } from '../../lambdas/ports/payments.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { apiGatewayEvent } from '../support/api-gateway-event.js';

/**
 * A stage deploys before its payments secret is filled (docs/decisions/security-and-limits.md,
 * "Secrets and the way in"). Here the payment functions run in this process, as Lambda runs them,
 * with PAYMENTS_SECRET_NAME naming a secret the local Secrets Manager does not have (or has
 * incomplete); the rest of the stack, the router included, keeps the real one.
 */
const configured = process.env.PAYMENTS_SECRET_NAME!;
const missing = `marketplace/test/payments-missing-${randomUUID()}`;

function usePaymentsSecret(name: string) {
  process.env.PAYMENTS_SECRET_NAME = name;
  resetEnvCache();
  resetClients();
}
afterEach(() => usePaymentsSecret(configured));
afterAll(() => usePaymentsSecret(configured));

/** Runs a function once and returns its answer and what it logged. */
async function run(handler: typeof checkout, event: HttpEvent) {
  const logged: string[] = [];
  const keep = (chunk: unknown) => (logged.push(String(chunk)), true);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  try {
    const result = (await handler(event, {} as never)) as HttpResult;
    return { status: result.statusCode, body: JSON.parse(result.body!), logs: logged.join('') };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const notSetUp = {
  code: 'unavailable',
  message: 'Payments are not set up yet. Please try again later.',
};

describe('payments before the stage has its secret', () => {
  it('checkout answers 503 saying payments are not set up, logs which secret, and changes nothing', async () => {
    const parent = await registerVerified('parent');
    const added = await api('POST', '/api/cart/items', {
      token: parent.idToken,
      body: { package_id: 'parent-1m', qty: 1 },
    });
    expect(added.status).toBe(200);
    const cartBefore = await api('GET', '/api/cart', { token: parent.idToken });

    usePaymentsSecret(missing);
    const event = await apiGatewayEvent('POST', '/api/checkout', {
      token: parent.idToken,
      body: { cart_name: added.body.name },
    });
    const answer = await run(checkout, event);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(notSetUp);
    expect(answer.logs).toContain('Payments are not set up');
    expect(answer.logs).toContain(`Secret ${missing} not found`);

    // The cart is still the cart; no order was made.
    expect(await api('GET', '/api/cart', { token: parent.idToken })).toEqual(cartBefore);
    const orders = await api('GET', '/api/my/orders', { token: parent.idToken });
    expect(orders.status).toBe(200);
    expect(orders.body.orders).toEqual([]);

    // With the secret back, the same cart checks out.
    usePaymentsSecret(configured);
    expect((await run(checkout, event)).status).toBe(200);
  });

  it('an incomplete secret says what it lacks; the webhook answers 503 so the provider retries', async () => {
    const incomplete = `marketplace/test/payments-incomplete-${randomUUID()}`;
    await secretsClient().send(
      new CreateSecretCommand({ Name: incomplete, SecretString: '{"secretKey":"FLWSECK-x"}' }),
    );
    usePaymentsSecret(incomplete);
    const event = await apiGatewayEvent('POST', '/api/payments/webhook', {
      headers: { 'verif-hash': 'anything' },
      body: { event: 'charge.completed', data: { id: 1, tx_ref: 'x', status: 'successful' } },
    });
    const answer = await run(paymentWebhook, event);
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toEqual(notSetUp);
    expect(answer.logs).toContain(`Secret ${incomplete} has no webhookHash`);
  });

  it('says exactly what is wrong with a secret', () => {
    const name = 'marketplace/dev/payments';
    const problem = (text: string | undefined) =>
      (readCredentials(name, text) as { problem?: string }).problem;
    expect(problem(undefined)).toBe(`Secret ${name} not found`);
    expect(problem('secretKey=x')).toBe(`Secret ${name} is not JSON`);
    expect(problem('["x"]')).toBe(`Secret ${name} is not a JSON object`);
    expect(problem('{}')).toBe(`Secret ${name} has no secretKey, webhookHash`);
    expect(problem('{"secretKey":"k","webhookHash":""}')).toBe(`Secret ${name} has no webhookHash`);
    expect(readCredentials(name, '{"secretKey":"k","webhookHash":"h"}')).toEqual({
      credentials: { secretKey: 'k', webhookHash: 'h' },
    });
  });
});
