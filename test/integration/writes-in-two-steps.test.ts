import { describe, expect, it } from 'vitest';
import { handler as apply } from '../../lambdas/http/handlers/applications/apply.js';
import { handler as contactCaregiver } from '../../lambdas/http/handlers/contacts/contact-caregiver.js';
import { handler as sendMessage } from '../../lambdas/http/handlers/conversations/send-message.js';
import { handler as createJob } from '../../lambdas/http/handlers/jobs/create-job.js';
import { handler as sendOffer } from '../../lambdas/http/handlers/offers/send-offer.js';
import { handler as checkout } from '../../lambdas/http/handlers/payments/checkout.js';
import { handler as myCart } from '../../lambdas/http/handlers/payments/my-cart.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { apiGatewayEvent } from '../support/api-gateway-event.js';
import { talking } from '../support/conversations.js';
import { describeCalls, routeCalls } from '../support/dynamo-steps.js';
import { jobForm, parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';

/**
 * Every write route answers in at most two sequential DynamoDB steps (a step is the
 * calls sent together): the reads it needs, with the caller's session check among them, then
 * one write whose conditions hold the guards. Each route's function runs here as Lambda runs
 * it, and every DynamoDB call it makes is recorded with when it was sent and answered.
 */
async function expectTwoSteps(
  handler: Parameters<typeof routeCalls>[0],
  ...request: Parameters<typeof apiGatewayEvent>
) {
  const { result, calls, steps } = await routeCalls(handler, await apiGatewayEvent(...request));
  expect(result.statusCode, result.body).toBeLessThan(300);
  expect(steps, describeCalls(calls)).toBeLessThanOrEqual(2);
  return JSON.parse(result.body ?? 'null');
}

describe('write routes in at most two sequential DynamoDB steps', () => {
  it('job post', async () => {
    const parent = await parentWithPackage();
    const posted = await expectTwoSteps(createJob, 'POST', '/api/jobs', {
      token: parent.idToken,
      body: jobForm(),
    });
    expect(posted).toMatchObject({ live: true });
  });

  it('apply', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const nanny = await liveCaregiver('Two Step Applicant');
    const { result, calls } = await routeCalls(
      apply,
      await apiGatewayEvent('POST', `/api/jobs/${id}/applications`, { token: nanny.idToken }),
    );
    expect(result.statusCode, result.body).toBe(201);
    expect(JSON.parse(result.body ?? 'null')).toMatchObject({
      post_id: id,
      temp_id: nanny.uid,
      status: 'applied',
    });
    // The job, the caregiver's package and account, and the session fence in one batch; then
    // the one transaction.
    expect(
      calls.map(({ step, command }) => `${step} ${command}`),
      describeCalls(calls),
    ).toEqual(['1 BatchGetItemCommand', '2 TransactWriteItemsCommand']);
    expect(calls[0]!.input).toContain('sessions#');
  });

  it('offer', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const nanny = await registerVerified('childcarer');
    await expectTwoSteps(sendOffer, 'POST', `/api/jobs/${id}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: nanny.uid, message: '' },
    });
  });

  it('contact', async () => {
    const parent = await parentWithPackage();
    const nanny = await liveCaregiver('Two Step Contact');
    await expectTwoSteps(contactCaregiver, 'POST', `/api/caregivers/${nanny.uid}/contact`, {
      token: parent.idToken,
      body: { message: '' },
    });
  });

  it('message', async () => {
    const { parent, id } = await talking();
    await expectTwoSteps(sendMessage, 'POST', `/api/conversations/${id}/messages`, {
      token: parent.idToken,
      body: { body: 'Hello in two steps' },
    });
  });

  it('checkout', async () => {
    const parent = await registerVerified('parent');
    const added = await api('POST', '/api/cart/items', {
      token: parent.idToken,
      body: { package_id: 'parent-1m', qty: 1 },
    });
    expect(added.status).toBe(200);
    const { result, calls } = await routeCalls(
      checkout,
      await apiGatewayEvent('POST', '/api/checkout', {
        token: parent.idToken,
        body: { cart_name: added.body.name },
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(JSON.parse(result.body ?? 'null').order).toMatchObject({ status: 'PENDING' });
    // The session check is a key of the route's own first batch (the buyer, the cart and the
    // fence in one BatchGetItem), then the one transaction: two calls in two steps.
    expect(
      calls.map(({ step, command }) => `${step} ${command}`),
      describeCalls(calls),
    ).toEqual(['1 BatchGetItemCommand', '2 TransactWriteItemsCommand']);
    expect(calls[0]!.input).toContain('sessions#');
  });
});

describe('the session check in the route’s own first batch (route.ts `readsTogether`)', () => {
  it('the cart page reads the buyer, the cart and the session fence in one call', async () => {
    const caregiver = await registerVerified('childcarer');
    const { result, calls } = await routeCalls(
      myCart,
      await apiGatewayEvent('GET', '/api/cart', { token: caregiver.idToken }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(
      calls.map((call) => call.command),
      describeCalls(calls),
    ).toEqual(['BatchGetItemCommand']);
    expect(calls[0]!.input).toContain('sessions#');
  });
});
