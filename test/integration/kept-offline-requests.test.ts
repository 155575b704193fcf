import { describe, expect, it } from 'vitest';
import { keyUsedElsewhere } from '../../lambdas/core/idempotency/keyed-answers.js';
import { items } from '../../lambdas/core/personality/questionnaire.js';
import { REPLAYED_HEADER } from '../../lambdas/http/keyed-requests.js';
import { api, keyedRequest } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { buyAndPay } from '../support/checkout.js';
import { talking } from '../support/conversations.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';

/**
 * Forms the SPA keeps offline (messages, comments, reviews, the personality test, profile
 * sections) are sent again with the Idempotency-Key they were first sent with: the API does
 * each once and gives a repeat the first answer (lambdas/http/keyed-requests.ts).
 */
const keyed = keyedRequest;

const messagesOf = async (token: string, id: string) =>
  ((await api('GET', `/api/conversations/${id}`, { token })).body.messages as { body: string }[])
    .map((message) => message.body)
    .sort();

describe('a request kept offline and sent again', () => {
  it('sends a message once however often the same key arrives, and answers each repeat alike', async () => {
    const { parent, id } = await talking();
    const path = `/api/conversations/${id}/messages`;
    const key = crypto.randomUUID();
    const first = await keyed('POST', path, parent.idToken, key, { body: 'Can you start Monday?' });
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    // Two tabs at once, then once more later: one message, every answer the first one.
    const again = await Promise.all(
      [1, 2].map(() => keyed('POST', path, parent.idToken, key, { body: 'Can you start Monday?' })),
    );
    const later = await keyed('POST', path, parent.idToken, key, { body: 'Can you start Monday?' });
    for (const answer of [...again, later]) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(answer.body).toEqual(first.body);
    }
    // Without a key, or with a new one, a message is a new message.
    await keyed('POST', path, parent.idToken, crypto.randomUUID(), { body: 'Or Tuesday?' });
    expect(await messagesOf(parent.idToken, id)).toEqual(['Can you start Monday?', 'Or Tuesday?']);
  });

  it('refuses the same key for another request and changes nothing', async () => {
    const { parent, id } = await talking();
    const path = `/api/conversations/${id}/messages`;
    const key = crypto.randomUUID();
    expect((await keyed('POST', path, parent.idToken, key, { body: 'Hello' })).status).toBe(201);
    const other = await keyed('POST', path, parent.idToken, key, { body: 'Something else' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'invalid-argument', message: keyUsedElsewhere });
    expect(await messagesOf(parent.idToken, id)).toEqual(['Hello']);
  });

  it('keeps nothing for a refused request: the same key is tried afresh once it can be done', async () => {
    const nanny = await liveCaregiver('Offline Taker');
    const path = '/api/personality-test/answers';
    const answers = Object.fromEntries(items.map((item) => [item.id, 4]));
    const key = crypto.randomUUID();
    // Written offline before paying: refused when sent, and nothing kept for the key.
    const refused = await keyed('POST', path, nanny.idToken, key, { answers });
    expect(refused.status).toBe(403);
    await buyAndPay(nanny, 'personality-test');
    const taken = await keyed('POST', path, nanny.idToken, key, { answers });
    expect(taken.status).toBe(200);
    expect(taken.body.attempts).toBe(0);
    // Sent again (the answer was lost on the way): the first answer, no second attempt spent.
    const repeat = await keyed('POST', path, nanny.idToken, key, { answers });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(taken.body);
    const status = await api('GET', '/api/personality-test', { token: nanny.idToken });
    expect(status.body).toMatchObject({ attempts: 0, result: taken.body.result });
  });

  it('saves profile sections written offline in turn, and a lost answer is not a clash', async () => {
    const nanny = await liveCaregiver('Offline Editor');
    const me = await api('GET', '/api/me', { token: nanny.idToken });
    const version = Number(me.body.version);
    // Two sections written offline: the second against the version the first will make.
    const description = { version, info: 'Written offline: six years with toddlers.' };
    const roles = { version: version + 1, positions: ['Nanny'], live_in_out: 'Live in' };
    const firstKey = crypto.randomUUID();
    const first = await keyed(
      'PUT',
      '/api/profile/personal-description',
      nanny.idToken,
      firstKey,
      description,
    );
    expect(first.status).toBe(200);
    // The first answer was lost on the way: sent again, it is answered alike, not refused (409).
    const again = await keyed(
      'PUT',
      '/api/profile/personal-description',
      nanny.idToken,
      firstKey,
      description,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const second = await keyed(
      'PUT',
      '/api/profile/roles',
      nanny.idToken,
      crypto.randomUUID(),
      roles,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      version: version + 2,
      info: 'Written offline: six years with toddlers.',
      positions: ['Nanny'],
      live_in_out: 'Live in',
    });
  });

  it('answers an offer sent again alike, not as a second offer refused', async () => {
    const parent = await parentWithPackage();
    const job = await publishedJob(parent.idToken, { contact: 'Mrs Offline' });
    const nanny = await registerVerified('childcarer');
    const path = `/api/jobs/${job}/offers`;
    const offer = { caregiver_id: nanny.uid, message: 'Written offline: would you like it?' };
    const key = crypto.randomUUID();
    const first = await keyed('POST', path, parent.idToken, key, offer);
    expect(first.status).toBe(201);
    const again = await keyed('POST', path, parent.idToken, key, offer);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const received = await api('GET', '/api/my/offers', { token: nanny.idToken });
    expect(received.body.offers).toHaveLength(1);
  });

  it('keeps one person’s key apart from another’s', async () => {
    const one = await talking();
    const two = await talking();
    const key = crypto.randomUUID();
    for (const pair of [one, two]) {
      const sent = await keyed(
        'POST',
        `/api/conversations/${pair.id}/messages`,
        pair.parent.idToken,
        key,
        { body: 'Same key, other person' },
      );
      expect(sent.status).toBe(201);
      expect(sent.headers.get(REPLAYED_HEADER)).toBeNull();
    }
  });
});
