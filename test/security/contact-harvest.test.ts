import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_LIMIT } from '../../lambdas/core/contacts/contact-limit.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { openConversation } from '../support/conversations.js';
import { parentWithPackage } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { contactLimitLock } from '../support/setting-lock.js';

/**
 * Contact harvesting: four throwaway parents, three free contacts each, collected twelve
 * caregivers' e-mails and phones. A caregiver's e-mail and phone now reach a parent only once the
 * caregiver shares them with that parent (docs/decisions/messages-and-contacts.md, "What a contact
 * reveals").
 */
type Person = Awaited<ReturnType<typeof registerVerified>>;
const PARENTS = 4;
const PHONE = '971234567';

const contact = (token: string, uid: string) =>
  api('POST', `/api/caregivers/${uid}/contact`, { token, body: { message: 'Hello' } });
const history = (token: string) => api('GET', '/api/my/contacts', { token });
const share = (token: string, id: string, on = true) =>
  api(on ? 'PUT' : 'DELETE', `/api/conversations/${id}/share`, { token });

/** Whether anything in an answer carries one of these caregivers' e-mails or the phone. */
const leaks = (body: unknown, people: Person[]) => {
  const text = JSON.stringify(body);
  return text.includes(PHONE) || people.some((person) => text.includes(person.email));
};

let caregivers: Person[] = [];
beforeAll(async () => {
  await contactLimitLock.acquire();
  caregivers = [];
  for (let i = 0; i < PARENTS; i++)
    caregivers.push(
      ...(await Promise.all(
        Array.from({ length: DEFAULT_CONTACT_LIMIT }, (_, j) =>
          liveCaregiver(`Harvest Nanny ${i * DEFAULT_CONTACT_LIMIT + j + 1}`),
        ),
      )),
    );
}, 300_000);
afterAll(() => contactLimitLock.release());

describe('contact details go only where the caregiver sends them', { timeout: 120_000 }, () => {
  it('four throwaway parents, three contacts each: no e-mail or phone harvested', async () => {
    const parents = await Promise.all(
      Array.from({ length: PARENTS }, () => registerVerified('parent')),
    );
    for (const [i, parent] of parents.entries()) {
      const mine = caregivers.slice(i * DEFAULT_CONTACT_LIMIT, (i + 1) * DEFAULT_CONTACT_LIMIT);
      for (const nanny of mine) {
        const answer = await contact(parent.idToken, nanny.uid);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(leaks(answer.body, caregivers)).toBe(false);
        expect(answer.body).toMatchObject({
          caregiver: { uid: nanny.uid },
          details: null,
          conversation_id: expect.any(String),
        });
        // In-app messaging is open meanwhile, and says nothing more about them.
        const thread = await api('GET', `/api/conversations/${answer.body.conversation_id}`, {
          token: parent.idToken,
        });
        expect(thread.status).toBe(200);
        expect(thread.body).toMatchObject({ details: null, conversation: { shared: false } });
        expect(leaks(thread.body, caregivers)).toBe(false);
      }
      const listed = await history(parent.idToken);
      expect(listed.body.contacts).toHaveLength(DEFAULT_CONTACT_LIMIT);
      expect(leaks(listed.body, caregivers)).toBe(false);
      // A paid package lifts the limit, not the caregiver's privacy.
    }
    const paying = await parentWithPackage();
    const paid = await contact(paying.idToken, caregivers[0]!.uid);
    expect(paid).toMatchObject({ status: 200, body: { details: null, remaining: null } });
    expect(leaks((await history(paying.idToken)).body, caregivers)).toBe(false);
  });

  it('the caregiver shares with one parent: that parent sees them, no one else', async () => {
    const nanny = await liveCaregiver('Sharing Nanny');
    const [chosen, other] = await Promise.all([parentWithPackage(), registerVerified('parent')]);
    const first = await contact(chosen.idToken, nanny.uid);
    expect((await contact(other.idToken, nanny.uid)).status).toBe(200);
    const id = String(first.body.conversation_id);
    // The caregiver reaches the conversation the contact opened, from the notice's link.
    expect((await openConversation(nanny.idToken, chosen.uid)).body.conversation.id).toBe(id);

    // Only the caregiver shares their own details; the parent cannot share them for them.
    expect(await share(chosen.idToken, id)).toMatchObject({ status: 403 });
    expect(leaks((await history(chosen.idToken)).body, [nanny])).toBe(false);

    expect(await share(nanny.idToken, id)).toEqual({ status: 200, body: { shared: true } });
    const details = { email: nanny.email, phone: PHONE, phone_code: '+260' };
    expect((await history(chosen.idToken)).body.contacts[0]).toMatchObject({
      caregiver_id: nanny.uid,
      details,
    });
    expect((await contact(chosen.idToken, nanny.uid)).body).toMatchObject({ details });
    const thread = await api('GET', `/api/conversations/${id}`, { token: chosen.idToken });
    expect(thread.body).toMatchObject({ details, conversation: { shared: true } });
    // The other parent who contacted her still sees nothing.
    expect(leaks((await history(other.idToken)).body, [nanny])).toBe(false);
    expect(leaks((await contact(other.idToken, nanny.uid)).body, [nanny])).toBe(false);

    // Stopping sharing takes them back.
    expect(await share(nanny.idToken, id, false)).toEqual({ status: 200, body: { shared: false } });
    expect(leaks((await history(chosen.idToken)).body, [nanny])).toBe(false);
  });
});
