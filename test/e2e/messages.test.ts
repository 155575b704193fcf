import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import {
  accountMenuLink,
  expectPath,
  headerCountLink,
  heading,
  STEP_MS,
  useBrowser,
} from './browser.js';
import { hiredPair } from './hired-pair.js';

const browser = useBrowser();
const APPLICATIONS = '/my_account/parent/jobs_profiles/recieved_applications/none';
const OFFERS = '/my_account/caregiver/apply_offers/recieved_job_offers/none';
/** The thread re-reads itself every 15 s while shown: wait for that, then a step's time more. */
const REFETCH_MS = 15_000 + STEP_MS;
const FAMILY_SAYS = 'Grace was warm, punctual and the children <b>adore</b> her.';
const CARER_SAYS = 'A kind family who paid on time.';

const messagesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages/ });

/** Follows "Leave a review" to /reviews (linked in the account navigation): the one hire there. */
async function openReviews(page: Page, name: string) {
  await page.getByRole('link', { name: 'Leave a review' }).click();
  await expectPath(page, '/reviews');
  await heading(page, 'Reviews').waitFor();
  const navLink = await accountMenuLink(page, 'Reviews');
  expect(await navLink.getAttribute('aria-current')).toBe('page');
  const hire = page.getByRole('list', { name: 'Hires' }).getByRole('listitem');
  await hire.getByText(name).waitFor();
  return hire;
}

/** Chooses the stars, writes the text (watching the count) and posts the review. */
async function postReview(hire: Locator, stars: string, text: string) {
  await hire
    .getByRole('radiogroup', { name: 'Stars' })
    .getByRole('radio', { name: stars, exact: true })
    .check();
  await hire.getByLabel('Review', { exact: true }).fill(text);
  await hire.getByText(`${text.length} / 500 characters`).waitFor();
  await hire.getByRole('button', { name: 'Post review' }).click();
  await hire.getByText('You reviewed this hire.').waitFor();
  expect(await hire.getByRole('button', { name: 'Post review' }).count()).toBe(0);
}

describe('a hire, in the browser', () => {
  /** One hire for the file: the story below, then the caregiver's report and block. */
  let pair: Awaited<ReturnType<typeof hiredPair>>;
  beforeAll(async () => {
    pair = await hiredPair();
  });

  it(
    "after an accepted offer the parent and caregiver exchange messages, see unread counts change, and each leaves a review that shows on the caregiver's CV",
    { timeout: 60_000 },
    async () => {
      const { parent, nanny, job } = pair;
      const carer = await browser.signedIn(nanny, OFFERS);
      await headerCountLink(carer, 'Messages').waitFor();

      // The parent opens the conversation from the accepted offer's Message button and writes.
      const family = await browser.signedIn(parent, `${APPLICATIONS}?job=${job}`);
      const offers = family.getByRole('list', { name: 'Offers' });
      await offers.getByText('Offer accepted').waitFor();
      await offers.getByRole('button', { name: 'Message Grace Mulenga' }).click();
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
      await headerCountLink(carer, 'Messages 1 unread').waitFor();
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
      await headerCountLink(carer, 'Messages').waitFor();
      await carerThread.getByRole('button', { name: 'Report this message' }).waitFor();

      await carer.getByLabel('Message', { exact: true }).fill('Yes, Monday at 8 suits me.');
      await carer.getByRole('button', { name: 'Send', exact: true }).click();
      await carerThread.getByText('Yes, Monday at 8 suits me.').waitFor();

      // The caregiver reviews the family from the accepted offer (meanwhile the parent's open
      // thread re-reads itself), leaving the thread through the account navigation.
      await (await accountMenuLink(carer, 'Received job offers')).click();
      await expectPath(carer, OFFERS);
      await postReview(await openReviews(carer, 'Au Pair'), '4 stars', CARER_SAYS);

      // The parent's open thread picked up the reply by itself, and shows their message was seen.
      await familyThread.getByText('Yes, Monday at 8 suits me.').waitFor({ timeout: REFETCH_MS });
      const mine = familyThread.getByRole('listitem').filter({ hasText: 'Hello Grace,' });
      await mine.getByText('Seen', { exact: true }).waitFor();
      expect(await familyThread.getByText('Seen', { exact: true }).count()).toBe(1);
      // Their own messages cannot be reported by themselves; the caregiver's reply can.
      expect(await mine.getByRole('button', { name: 'Report this message' }).count()).toBe(0);
      await headerCountLink(family, 'Messages').waitFor();

      // Back at the offer, the parent reviews the caregiver; an empty form is refused first.
      await family.goBack();
      await expectPath(family, APPLICATIONS);
      const hire = await openReviews(family, 'Grace Mulenga');
      await hire.getByRole('link', { name: 'Grace Mulenga' }).waitFor();
      await hire.getByRole('button', { name: 'Post review' }).click();
      await hire.getByText('Choose 1 to 5 stars').waitFor();
      await hire.getByText('Write a few words about the hire').waitFor();
      await postReview(hire, '5 stars', FAMILY_SAYS);

      // Anyone opening the caregiver's CV sees the average and count, the stars and the family's
      // words (as typed, never as markup); the caregiver's review of the family is not about them.
      const visitor = await browser.newPage();
      await visitor.goto(`/cv/${nanny.uid}`);
      const reviews = visitor.getByRole('region', { name: 'Reviews' });
      await reviews.getByText('5 out of 5 from 1 review', { exact: true }).waitFor();
      const review = reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
      await review.getByText(FAMILY_SAYS, { exact: true }).waitFor();
      await review.getByText('5 out of 5 stars', { exact: true }).waitFor();
      expect(await review.count()).toBe(1);
      expect(await reviews.getByText(CARER_SAYS).count()).toBe(0);
    },
  );

  it('a caregiver reports a message and blocks the family, who can then no longer write', async () => {
    const { parent, nanny } = pair;
    // The conversation is already open when the story above ran first.
    const opened = await api('POST', '/api/conversations', {
      token: parent.idToken,
      body: { with: nanny.uid },
    });
    expect([200, 201], JSON.stringify(opened.body)).toContain(opened.status);
    const id = String(opened.body.conversation.id);
    const sent = await api('POST', `/api/conversations/${id}/messages`, {
      token: parent.idToken,
      body: { body: '<b>Call me</b> on my private number' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const carer = await browser.signedIn(nanny, `/messages/${id}`);
    // Plain text: the markup is shown as typed, never interpreted.
    const message = carer
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: '<b>Call me</b> on my private number' });
    await message.getByRole('button', { name: 'Report this message' }).click();
    await message
      .getByLabel('Why are you reporting this message?')
      .fill('Asks to talk off the site');
    await message.getByRole('button', { name: 'Send report' }).click();
    await message.getByText('Thank you. Our team will look at it.').waitFor();

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
