import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { longUnbrokenEmail } from '../support/accounts.js';
import { api } from '../support/api.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { heading, useBrowser } from './browser.js';

const browser = useBrowser();
const PHONE_WIDTH = 360;

/** How many CSS pixels the page is wider than the phone's screen (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the element is shown whole within the phone's width, with no sideways scrolling. */
async function withinScreen(element: Locator) {
  await element.waitFor();
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE_WIDTH;
}

type Person = Awaited<ReturnType<typeof parentWithPackage>>;
let parent: Person;
let nanny: Person;
let job: string;
const region = `Wide ${Date.now().toString(36)}`;

/**
 * A parent and a caregiver whose e-mail addresses are 60 characters with nowhere to break: she
 * applied, was offered the job, accepted it and shares her details with the parent.
 */
beforeAll(async () => {
  [parent, nanny] = await Promise.all([
    parentWithPackage(longUnbrokenEmail()),
    liveCaregiver('Wide Address Nanny', {
      email: longUnbrokenEmail(),
      basics: { currently_in: 'Botswana', region, town: 'Maun' },
    }),
  ]);
  job = await publishedJob(parent.idToken, { email: parent.email, position: 'Au Pair' });
  const steps = [
    () => api('POST', `/api/jobs/${job}/applications`, { token: nanny.idToken }),
    () =>
      api('POST', `/api/jobs/${job}/offers`, {
        token: parent.idToken,
        body: { caregiver_id: nanny.uid, message: '' },
      }),
    () =>
      api('PUT', `/api/jobs/${job}/offers/${nanny.uid}`, {
        token: nanny.idToken,
        body: { status: 'accepted' },
      }),
  ];
  for (const step of steps) {
    const done = await step();
    expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
  }
  const contacted = await api('POST', `/api/caregivers/${nanny.uid}/contact`, {
    token: parent.idToken,
    body: { message: '' },
  });
  expect(contacted.status, JSON.stringify(contacted.body)).toBe(200);
  const shared = await api(
    'PUT',
    `/api/conversations/${String(contacted.body.conversation_id)}/share`,
    { token: nanny.idToken },
  );
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
}, 60_000);

describe('long e-mail addresses on a 360 px phone', () => {
  it('find a caregiver: the details shown after contacting wrap within the screen', async () => {
    const page = await browser.signedIn(
      parent,
      `/find_childcarer/all?country=Botswana&region=${encodeURIComponent(region)}`,
    );
    const result = page
      .getByRole('list', { name: 'Caregivers' })
      .getByRole('listitem')
      .filter({ hasText: 'Wide Address Nanny' });
    await result.getByRole('button', { name: 'Contact this caregiver' }).click();
    await result.getByRole('button', { name: 'Send', exact: true }).click();
    await result.getByRole('link', { name: nanny.email }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await withinScreen(result.getByRole('link', { name: nanny.email }))).toBe(true);
  });

  it('contact history wraps the caregiver’s address', async () => {
    const page = await browser.signedIn(
      parent,
      '/my_account/parent/jobs_profiles/contact_history/none',
    );
    await page.getByRole('link', { name: nanny.email }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('received applications: the address wraps, "Offer accepted" is on screen and nothing calls the hire new', async () => {
    const page = await browser.signedIn(
      parent,
      `/my_account/parent/jobs_profiles/recieved_applications/none?job=${job}`,
    );
    const offers = page.getByRole('list', { name: 'Offers' });
    await offers.getByRole('link', { name: nanny.email }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await withinScreen(offers.getByText('Offer accepted', { exact: true }))).toBe(true);
    const application = page
      .getByRole('list', { name: 'Applications' })
      .getByRole('listitem')
      .filter({ hasText: 'Wide Address Nanny' });
    expect(await withinScreen(application.getByText('Offer accepted', { exact: true }))).toBe(true);
    // A decided application (an offer made and accepted) is no longer new.
    expect(await application.getByText('New', { exact: true }).count()).toBe(0);
  });

  it('the account centre wraps the address the person is signed in with', async () => {
    for (const [who, path] of [
      [parent, '/my_account/parent/overview/user/none'],
      [nanny, '/my_account/caregiver/overview/user/none'],
    ] as const) {
      const page = await browser.signedIn(who, path);
      await page.getByRole('main').getByText(who.email, { exact: true }).waitFor();
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
  });

  it('received job offers wrap the family’s address', async () => {
    const page = await browser.signedIn(
      nanny,
      '/my_account/caregiver/apply_offers/recieved_job_offers/none',
    );
    await heading(page, 'Received job offers').waitFor();
    await page.getByRole('link', { name: parent.email }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
