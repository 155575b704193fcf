import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { axNodeOf, visibleTextOf } from './accessibility-tree.js';
import { headerCountLink, heading, useBrowser } from './browser.js';

const browser = useBrowser();
const APPLICATIONS = '/my_account/parent/jobs_profiles/recieved_applications/none';

const inboxLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Inbox/ });

describe('applications and offers, in the browser', () => {
  it('a caregiver applies, the parent offers the job, the caregiver sees the badge and accepts', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken, { contact: 'Mrs Tembo', position: 'Au Pair' });
    const nanny = await liveCaregiver('Grace Mulenga');

    const carer = await browser.signedIn(nanny, `/job/${id}`);
    await carer.getByRole('button', { name: 'Apply for this job' }).click();
    await carer.getByText('You applied. The family will see your profile.').waitFor();
    await headerCountLink(carer, 'Inbox').waitFor();

    // The parent is told, finds the application and offers the job.
    const family = await browser.signedIn(parent, `${APPLICATIONS}?job=${id}`);
    await headerCountLink(family, 'Inbox 1 unread').waitFor();
    // Label in name (WCAG 2.5.3): the name Chromium gives the link starts with what it shows.
    const shown = await headerCountLink(family, 'Inbox 1 unread').evaluate(visibleTextOf);
    expect(shown).toBe('Inbox 1');
    expect((await axNodeOf(family, 'header a[href="/inbox"]')).name).toBe('Inbox 1 unread');
    const applications = family.getByRole('list', { name: 'Applications' });
    await applications.getByRole('link', { name: 'Grace Mulenga' }).waitFor();
    await applications.getByRole('button', { name: 'Offer the job to Grace Mulenga' }).click();
    await applications
      .getByLabel('Message to Grace Mulenga (optional)')
      .fill('Can you start Monday?');
    await applications.getByRole('button', { name: 'Send the offer to Grace Mulenga' }).click();
    await applications.getByText('Offer sent', { exact: true }).waitFor();

    // The caregiver's header shows the new message as soon as they move on.
    await carer.getByRole('link', { name: 'My account' }).click();
    await headerCountLink(carer, 'Inbox 1 unread').waitFor();
    await inboxLink(carer).click();
    await heading(carer, 'Inbox').waitFor();
    const messages = carer.getByRole('list', { name: 'Messages' });
    await messages.getByRole('button', { name: /Job offer: Au Pair from Mrs Tembo/ }).click();
    await carer.getByText('Their message: Can you start Monday?').waitFor();
    await headerCountLink(carer, 'Inbox').waitFor();
    await messages.getByRole('link', { name: 'See the offer' }).click();

    await heading(carer, 'Received job offers').waitFor();
    const offers = carer.getByRole('list', { name: 'Job offers' });
    await offers.getByText('Waiting for your answer').waitFor();
    await offers.getByRole('button', { name: 'Accept the offer' }).click();
    await offers.getByText('Accepted', { exact: true }).waitFor();
    expect(await offers.innerText()).toContain('Contact Mrs Tembo');

    // Both sides see the outcome: the family gets the caregiver's contact details.
    await family.reload();
    const offerList = family.getByRole('list', { name: 'Offers' });
    await offerList.getByText('Offer accepted').waitFor();
    await offerList.getByRole('link', { name: nanny.email }).waitFor();
    await headerCountLink(family, 'Inbox 2 unread').waitFor();
  });
});
