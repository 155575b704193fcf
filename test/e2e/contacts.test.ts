import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { registerVerified } from '../support/accounts.js';
import { inbox } from '../support/inbox.js';
import { liveCaregiver } from '../support/profiles.js';
import { expectPath, heading, signInWithForm, unlabelledInputs, useBrowser } from './browser.js';

const browser = useBrowser();
const HISTORY = '/my_account/parent/jobs_profiles/contact_history/none';

describe('contacting caregivers, in the browser', () => {
  it('a signed-out visitor signs in from a search result, contacts, and sees the details once shared', async () => {
    // A place of its own, so the search shows this caregiver alone.
    const region = `Contact ${Date.now().toString(36)}`;
    const nanny = await liveCaregiver('Search Contact Nanny', {
      basics: { currently_in: 'Botswana', region, town: 'Maun' },
    });
    const parent = await registerVerified('parent');
    const search = `/find_childcarer/all?country=Botswana&region=${encodeURIComponent(region)}`;

    const page = await browser.newPage();
    await page.goto(search);
    const result = page
      .getByRole('list', { name: 'Caregivers' })
      .getByRole('listitem')
      .filter({ hasText: 'Search Contact Nanny' });
    await result.getByRole('link', { name: 'Sign in to contact' }).click();
    await signInWithForm(page, parent.email, parent.password);
    await page.waitForURL((url) => url.searchParams.get('region') === region);

    await result.getByRole('button', { name: 'Contact this caregiver' }).click();
    expect(await unlabelledInputs(page)).toEqual([]);
    await result.getByLabel('Message (optional)').fill('Could you start in May?');
    await result.getByRole('button', { name: 'Send', exact: true }).click();
    // Told, but her phone and e-mail stay hers until she shares them
    // (docs/decisions/messages-and-contacts.md).
    await result.getByText(/Write to them in the app/).waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain(nanny.email);
    expect(await page.getByRole('main').innerText()).not.toContain('971234567');
    const [notice] = await inbox(nanny.idToken);
    expect(notice!.template).toMatchObject({
      name: 'contact',
      data: { message: 'Could you start in May?' },
    });

    await result.getByRole('link', { name: 'Your contact history' }).click();
    await expectPath(page, HISTORY);
    await heading(page, 'Contact history').waitFor();
    const history = page.getByRole('list', { name: 'Caregivers you contacted' });
    await history.getByRole('link', { name: 'Search Contact Nanny' }).waitFor();
    await history.getByText(/has not shared their phone and e-mail with you/).waitFor();
    // The admin test elsewhere may hold the limit at 1 for a moment: either wording is right.
    await page.getByText(/^You have used (1 of \d+|all 1) free contacts\./).waitFor();

    // The caregiver follows the notice into the conversation and shares her details.
    const theirs = await browser.newPage();
    await theirs.goto(
      `/login/user?return=${encodeURIComponent(`/messages/${String(notice!.template.data.conversation_id)}`)}`,
    );
    await signInWithForm(theirs, nanny.email, nanny.password);
    await theirs.getByText(/Your phone and e-mail stay private/).waitFor();
    await theirs.getByRole('button', { name: /^Share my phone and e-mail with/ }).click();
    await theirs.getByText(/^You share your phone and e-mail with/).waitFor();

    await page.reload();
    await history.getByRole('link', { name: nanny.email }).waitFor();
    await history.getByRole('link', { name: /^\+\d+ 971234567$/ }).waitFor();
  });

  it('a parent whose free contacts are spent is shown what a package gives', async () => {
    const nanny = await liveCaregiver('Limit Nanny');
    const parent = await registerVerified('parent');
    // Spent as earlier contacts would have spent them (above any limit an admin can set).
    await db()
      .entities.freeUse.upsert({ uid: parent.uid, kind: 'contacts' })
      .set({ used: 1000 })
      .go();

    const page = await browser.newPage();
    await page.goto(`/login/user?return=${encodeURIComponent(`/cv/${nanny.uid}`)}`);
    await signInWithForm(page, parent.email, parent.password);
    await heading(page, 'Limit Nanny').waitFor();
    await page.getByRole('button', { name: 'Contact this caregiver' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Contact without limit' });
    await panel.getByText(/A parent package \(1, 3 or 12 months\)/).waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain(nanny.email);
    await panel.getByRole('link', { name: 'Choose a parent package' }).click();
    await expectPath(page, '/my_account/parent/pay/user/none');
  });

  it('caregivers see no contact button; the history page says when it is empty', async () => {
    const nanny = await liveCaregiver('Peer Nanny');
    const other = await registerVerified('childcarer');
    const page = await browser.newPage();
    // An incomplete caregiver lands on their own profile after sign-in; then opens the CV.
    await page.goto('/login/user');
    await signInWithForm(page, other.email, other.password);
    await page.waitForURL((url) => url.pathname.startsWith('/my_account/caregiver/'));
    await page.goto(`/cv/${nanny.uid}`);
    await heading(page, 'Peer Nanny').waitFor();
    await page.getByRole('heading', { name: 'Contact', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Contact this caregiver' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in to contact' }).count()).toBe(0);

    const parent = await registerVerified('parent');
    const fresh = await browser.newPage();
    await fresh.goto(`/login/user?return=${encodeURIComponent(HISTORY)}`);
    await signInWithForm(fresh, parent.email, parent.password);
    await heading(fresh, 'Contact history').waitFor();
    await fresh.getByText('You have not contacted a caregiver yet.').waitFor();
  });
});
