import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { heading, useBrowser } from './browser.js';
import { hiredPair } from './hired-pair.js';

const browser = useBrowser();
const APPLICATIONS = '/my_account/parent/jobs_profiles/recieved_applications/none';
const OFFERS = '/my_account/caregiver/apply_offers/recieved_job_offers/none';
/** The thread re-reads itself every 15 s while shown: wait a little longer than that. */
const REFETCH_MS = 20_000;

const messagesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages/ });

describe('messages, in the browser', () => {
  it(
    'after an accepted offer the parent and caregiver write to each other and see unread counts and Seen',
    { timeout: 60_000 },
    async () => {
      const { parent, nanny, job } = await hiredPair();
      const carer = await browser.signedIn(nanny, OFFERS);
      await carer.getByLabel('Messages, 0 unread').waitFor();

      // The parent opens the conversation from the applicant's Message button and writes.
      const family = await browser.signedIn(parent, `${APPLICATIONS}?job=${job}`);
      const applications = family.getByRole('list', { name: 'Applications' });
      await applications.getByRole('button', { name: 'Message Grace Mulenga' }).click();
      await family.waitForURL((url) => /^\/messages\/[^/]+$/.test(url.pathname));
      await family.getByRole('heading', { level: 1, name: 'Grace Mulenga' }).waitFor();
      await family.getByText('No messages yet. Write the first one below.').waitFor();
      const field = family.getByLabel('Message', { exact: true });
      await field.fill('Hello Grace,\nCan you start at 8 on Monday?');
      await family.getByText('42 / 1000 characters').waitFor();
      await family.getByRole('button', { name: 'Send', exact: true }).click();
      const familyThread = family.getByRole('list', { name: 'Messages' });
      await familyThread.getByText('Can you start at 8 on Monday?', { exact: false }).waitFor();
      expect(await field.inputValue()).toBe('');
      expect(await familyThread.getByText('Seen', { exact: true }).count()).toBe(0);

      // The caregiver's header counts the new message as soon as they move on.
      await carer.getByRole('link', { name: 'My account' }).click();
      await carer.getByLabel('Messages, 1 unread').waitFor();
      await messagesLink(carer).click();
      await heading(carer, 'Messages').waitFor();
      const conversations = carer.getByRole('list', { name: 'Conversations' });
      const item = conversations.getByRole('link', { name: /Can you start at 8 on Monday\?/ });
      // The preview and the unread badge, read out with the link.
      await conversations.getByRole('link', { name: /Monday\? ?1 unread$/ }).waitFor();
      await item.click();

      // Reading the thread clears the count; the line break is kept.
      const carerThread = carer.getByRole('list', { name: 'Messages' });
      const received = carerThread.getByText('Can you start at 8 on Monday?', { exact: false });
      await received.waitFor();
      expect(await received.innerText()).toBe('Hello Grace,\nCan you start at 8 on Monday?');
      await carer.getByLabel('Messages, 0 unread').waitFor();
      await carerThread.getByRole('button', { name: 'Report this message' }).waitFor();

      await carer.getByLabel('Message', { exact: true }).fill('Yes, Monday at 8 suits me.');
      await carer.getByRole('button', { name: 'Send', exact: true }).click();
      await carerThread.getByText('Yes, Monday at 8 suits me.').waitFor();

      // The parent's open thread picks up the reply by itself, and shows their message was seen.
      await familyThread.getByText('Yes, Monday at 8 suits me.').waitFor({ timeout: REFETCH_MS });
      const mine = familyThread.getByRole('listitem').filter({ hasText: 'Hello Grace,' });
      await mine.getByText('Seen', { exact: true }).waitFor();
      expect(await familyThread.getByText('Seen', { exact: true }).count()).toBe(1);
      // Their own messages cannot be reported by themselves; the caregiver's reply can.
      expect(await mine.getByRole('button', { name: 'Report this message' }).count()).toBe(0);
      await family.getByLabel('Messages, 0 unread').waitFor();
    },
  );

  it('a caregiver reports a message and blocks the family, who can then no longer write', async () => {
    const { parent, nanny } = await hiredPair();
    const opened = await api('POST', '/api/conversations', {
      token: parent.idToken,
      body: { with: nanny.uid },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = String(opened.body.conversation.id);
    const sent = await api('POST', `/api/conversations/${id}/messages`, {
      token: parent.idToken,
      body: { body: '<b>Call me</b> on my private number' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const carer = await browser.signedIn(nanny, `/messages/${id}`);
    const thread = carer.getByRole('list', { name: 'Messages' });
    // Plain text: the markup is shown as typed, never interpreted.
    await thread.getByText('<b>Call me</b> on my private number').waitFor();
    await thread.getByRole('button', { name: 'Report this message' }).click();
    await thread
      .getByLabel('Why are you reporting this message?')
      .fill('Asks to talk off the site');
    await thread.getByRole('button', { name: 'Send report' }).click();
    await thread.getByText('Thank you. Our team will look at it.').waitFor();

    await carer.getByRole('button', { name: 'Block', exact: true }).click();
    await carer.getByRole('button', { name: /^Yes, block / }).click();
    await carer.getByText(/^You blocked .+\. Unblock to write again\.$/).waitFor();
    expect(await carer.getByLabel('Message', { exact: true }).count()).toBe(0);

    const family = await browser.signedIn(parent, `/messages/${id}`);
    await family.getByText('You can no longer message each other.').waitFor();
    expect(await family.getByLabel('Message', { exact: true }).count()).toBe(0);

    // Unblocking gives both of them the form back.
    await carer.getByRole('button', { name: 'Unblock', exact: true }).click();
    await carer.getByRole('button', { name: /^Yes, unblock / }).click();
    await carer.getByLabel('Message', { exact: true }).waitFor();
    await family.reload();
    await family.getByLabel('Message', { exact: true }).waitFor();
  });
});
