import { afterEach, describe, expect, it } from 'vitest';
import { handler as checkout } from '../../lambdas/http/handlers/payments/checkout.js';
import type { HttpResult } from '../../lambdas/http/http-event.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { apiGatewayEvent } from '../support/api-gateway-event.js';

/**
 * Checkout asks the payment provider for the page before it stores anything
 * (docs/decisions/data-and-dynamodb.md, "Writes in two steps: contact, message, checkout"). Here
 * the checkout function runs in this process, as Lambda runs it, with the provider's address
 * pointing at a port nothing listens on; the rest of the stack keeps the real sandbox.
 */
const provider = process.env.PAYMENTS_BASE_URL!;

function useProvider(url: string) {
  process.env.PAYMENTS_BASE_URL = url;
  resetEnvCache();
}
afterEach(() => useProvider(provider));

describe('checkout while the payment provider cannot be reached', () => {
  it('says so, stores no order and keeps the cart, so Pay again works once it is back', async () => {
    const parent = await registerVerified('parent');
    const token = parent.idToken;
    const added = await api('POST', '/api/cart/items', {
      token,
      body: { package_id: 'parent-1m', qty: 1 },
    });
    expect(added.status).toBe(200);
    const body = { cart_name: added.body.name };

    useProvider('http://127.0.0.1:1');
    const event = await apiGatewayEvent('POST', '/api/checkout', { token, body });
    const down = (await checkout(event, {} as never)) as HttpResult;
    expect(down.statusCode).toBe(503);
    expect(JSON.parse(down.body!)).toMatchObject({
      code: 'unavailable',
      message: 'The payment provider cannot be reached. Please try again.',
    });
    expect((await api('GET', '/api/my/orders', { token })).body.orders).toEqual([]);
    expect((await api('GET', '/api/cart', { token })).body.items).toEqual(added.body.items);

    useProvider(provider);
    const again = await api('POST', '/api/checkout', { token, body });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ order: { status: 'PENDING' }, link: expect.any(String) });
  });
});
