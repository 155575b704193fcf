import { describe, expect, it } from 'vitest';
import { blocks } from '../../lambdas/core/conversations/blocks.js';
import { db } from '../../lambdas/core/db/service.js';
import { transact } from '../../lambdas/core/db/transact.js';
import { api } from '../support/api.js';
import { openConversation } from '../support/conversations.js';
import { unread } from '../support/inbox.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { mailTo } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';

/**
 * Blocks: a block stopped messages only; the blocked parent could still contact the
 * caregiver and send offers, reaching the inbox and e-mail. A block now stops every channel
 * between the pair, whoever blocked, and a refusal writes nothing and tells no one.
 */
const blockedAnswer = { status: 403, body: { message: 'You can no longer contact each other.' } };

async function blockedPair(blocker: 'parent' | 'caregiver') {
  const [parent, nanny] = await Promise.all([parentWithPackage(), liveCaregiver('Blocked Nanny')]);
  const [earlier, later] = await Promise.all([
    publishedJob(parent.idToken),
    publishedJob(parent.idToken),
  ]);
  const offered = await api('POST', `/api/jobs/${earlier}/offers`, {
    token: parent.idToken,
    body: { caregiver_id: nanny.uid, message: 'Before the block' },
  });
  expect(offered.status).toBe(201);
  const opened = await openConversation(parent.idToken, nanny.uid);
  const id = String(opened.body.conversation.id);
  const who = blocker === 'parent' ? parent : nanny;
  expect(await api('PUT', `/api/conversations/${id}/block`, { token: who.idToken })).toMatchObject({
    status: 200,
  });
  return { parent, nanny, earlier, later, id };
}

type Pair = Awaited<ReturnType<typeof blockedPair>>;

/** What either side could see change: inbox counts, e-mails, and the pair's records. */
async function snapshot({ parent, nanny, later, earlier, id }: Pair) {
  const entities = db().entities;
  return {
    unread: [await unread(parent.idToken), await unread(nanny.idToken)],
    mails: [(await mailTo(parent.email)).length, (await mailTo(nanny.email)).length],
    contact: (await entities.contact.get({ parent_id: parent.uid, caregiver_id: nanny.uid }).go())
      .data,
    laterOffer: (await entities.offer.get({ post_id: later, caregiver_id: nanny.uid }).go()).data,
    earlierOffer: (await entities.offer.get({ post_id: earlier, caregiver_id: nanny.uid }).go())
      .data?.status,
    application: (await entities.application.get({ post_id: later, temp_id: nanny.uid }).go()).data,
    messages: (await entities.message.query.byConversation({ conversation_id: id }).go()).data,
  };
}

/** Every channel either side has, each refused with the same words. */
async function tryEveryChannel({ parent, nanny, earlier, later, id }: Pair) {
  const attempts = {
    contact: await api('POST', `/api/caregivers/${nanny.uid}/contact`, {
      token: parent.idToken,
      body: { message: 'Please answer' },
    }),
    offerWithMessage: await api('POST', `/api/jobs/${later}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: nanny.uid, message: 'Call me' },
    }),
    offer: await api('POST', `/api/jobs/${later}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: nanny.uid, message: '' },
    }),
    apply: await api('POST', `/api/jobs/${later}/applications`, { token: nanny.idToken }),
    answerOffer: await api('PUT', `/api/jobs/${earlier}/offers/${nanny.uid}`, {
      token: nanny.idToken,
      body: { status: 'accepted' },
    }),
    parentMessage: await api('POST', `/api/conversations/${id}/messages`, {
      token: parent.idToken,
      body: { body: 'Hello?' },
    }),
    caregiverMessage: await api('POST', `/api/conversations/${id}/messages`, {
      token: nanny.idToken,
      body: { body: 'Hello?' },
    }),
  };
  for (const [channel, answer] of Object.entries(attempts)) {
    expect(answer.status, `${channel}: ${JSON.stringify(answer.body)}`).toBe(403);
    if (!channel.endsWith('Message')) expect(answer, channel).toMatchObject(blockedAnswer);
  }
}

describe('a block stops every channel, both ways', { timeout: 120_000 }, () => {
  for (const blocker of ['parent', 'caregiver'] as const) {
    it(`blocked by the ${blocker}: contacts, offers, applications, messages refused; nothing written`, async () => {
      const pair = await blockedPair(blocker);
      const before = await snapshot(pair);
      await tryEveryChannel(pair);
      expect(await snapshot(pair)).toEqual(before);
      expect(before.earlierOffer).toBe('sent');
    });
  }

  it('once unblocked, the pair reach each other again', async () => {
    const pair = await blockedPair('caregiver');
    expect(
      (await api('DELETE', `/api/conversations/${pair.id}/block`, { token: pair.nanny.idToken }))
        .status,
    ).toBe(200);
    const contacted = await api('POST', `/api/caregivers/${pair.nanny.uid}/contact`, {
      token: pair.parent.idToken,
      body: { message: 'Thank you' },
    });
    expect(contacted.status).toBe(200);
    const applied = await api('POST', `/api/jobs/${pair.later}/applications`, {
      token: pair.nanny.idToken,
    });
    expect(applied.status).toBe(201);
  });

  it('the rule holds in the write itself, for a block that lands after the first read', async () => {
    const pair = await blockedPair('parent');
    const { parent, nanny } = pair;
    const before = await snapshot(pair);
    // What each channel's transaction carries: the check fails while the block stands...
    const refused = await transact((tx) => [
      blocks.unblockedCheck(tx, parent.uid, nanny.uid),
      tx.inboxState.upsert({ uid: nanny.uid }).add({ unread: 1 }).commit(),
    ]);
    expect(refused?.[0]).toBe('ConditionalCheckFailed');
    // ...and passes for a pair with no conversation at all.
    const stranger = await parentWithPackage();
    const passed = await transact((tx) => [
      blocks.unblockedCheck(tx, stranger.uid, nanny.uid),
      tx.inboxState.upsert({ uid: stranger.uid }).add({ unread: 0 }).commit(),
    ]);
    expect(passed).toBeNull();
    expect(await snapshot(pair)).toEqual(before);
  });
});
