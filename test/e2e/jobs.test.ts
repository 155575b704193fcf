import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../lambdas/core/reference/time-zone.js';
import { registerVerified } from '../support/accounts.js';
import { parentWithPackage } from '../support/jobs.js';
import { waitForMail } from '../support/mail.js';
import { caregiverBasics, liveCaregiver, saveSection } from '../support/profiles.js';
import {
  expectPath,
  heading,
  openFilters,
  signInWithForm,
  unlabelledInputs,
  useBrowser,
} from './browser.js';
import { fillAuPairJob } from './job-form.js';

const browser = useBrowser();
const MANAGE = '/my_account/parent/jobs_profiles/manage_jobs/none';

async function signedInParent(parent: { email: string; password: string }) {
  const page = await browser.newPage();
  await page.goto(`/login/user?return=${encodeURIComponent('/createjob')}`);
  await signInWithForm(page, parent.email, parent.password);
  await heading(page, 'Submit a Job').waitFor();
  return page;
}

async function fillJob(page: Page, position: string, outcome: RegExp) {
  const form = page.getByRole('main');
  await form.getByLabel('Contact name').fill('Mrs Phiri');
  await form.getByLabel('Position').selectOption(position);
  await form.getByLabel('Salary').fill('ZMW 2800 per month');
  await form.getByLabel('Hours').fill('40 hours per week');
  await form.getByLabel('Country').selectOption('Zambia');
  await form.getByLabel('Region').selectOption('Eastern');
  await form.getByLabel('Town').selectOption('Chipata');
  await form.getByLabel('Language').selectOption('nyanja');
  await form.getByRole('button', { name: 'Submit job' }).click();
  await form.getByText(outcome).waitFor();
}

describe('jobs, in the browser', () => {
  it('says what is missing on an empty form, field by field', async () => {
    const page = await signedInParent(await registerVerified('parent'));
    const form = page.getByRole('main');
    expect(await form.getByLabel('E-mail', { exact: true }).inputValue()).toMatch(
      /@example\.test$/,
    );
    // Today in Zambia (the form's country is not chosen yet), not UTC's day.
    expect(await form.getByLabel('Start date').inputValue()).toBe(todayIn('Zambia'));
    // Country is required and says so, to the eye and to a screen reader.
    const country = form.getByLabel('Country');
    expect(await country.getAttribute('aria-required')).toBe('true');
    await form.locator('.field__label', { hasText: 'Country' }).getByText('*').waitFor();
    expect(await form.getByLabel('Language').inputValue()).toBe('Not specified');
    expect(await unlabelledInputs(page)).toEqual([]);
    await form.getByRole('button', { name: 'Submit job' }).click();
    for (const message of [
      'Contact name is required',
      'Choose a position',
      'Salary is required',
      'Hours is required',
      'Choose a country',
    ])
      await form.getByText(message, { exact: true }).waitFor();
    expect(await form.getByLabel('Position').getAttribute('aria-invalid')).toBe('true');
  });

  it('a parent with a package posts and publishes a job that anyone then finds', async () => {
    const parent = await parentWithPackage();
    const page = await signedInParent(parent);
    await fillJob(page, 'Nanny-Housekeeper', /^Your job is published/);
    await page.getByRole('link', { name: 'Back to your jobs' }).click();
    await expectPath(page, MANAGE);
    const jobs = page.getByRole('list', { name: 'Your jobs' });
    await jobs.getByText('Published', { exact: true }).waitFor();
    // Paused, it leaves search; resumed, it is back.
    await jobs.getByRole('button', { name: 'Pause' }).click();
    await jobs.getByText('Paused', { exact: true }).waitFor();
    await jobs.getByRole('button', { name: 'Resume' }).click();
    await jobs.getByText('Published', { exact: true }).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto('/find_job/all');
    await openFilters(visitor);
    await visitor.getByLabel('Find a job as').selectOption('Nanny-Housekeeper');
    await visitor.getByLabel('in', { exact: true }).selectOption('Zambia');
    const results = visitor.getByRole('list', { name: 'Jobs' });
    await results.getByText('Chipata, Eastern, Zambia').first().waitFor();
    await results.getByRole('link', { name: 'Nanny-Housekeeper' }).first().click();
    await heading(visitor, 'Nanny-Housekeeper').waitFor();
    const text = await visitor.getByRole('main').innerText();
    expect(text).toContain('Mrs Phiri');
    expect(text).toContain('Nyanja');
    expect(text).not.toContain(parent.email);
  });

  it('a fitting caregiver gets the job by e-mail, follows the link and finds it by search', async () => {
    const region = `Region ${Date.now().toString(36)}`;
    const nanny = await liveCaregiver('Mail Reader', {
      basics: { currently_in: 'Botswana', region, town: 'Maun' },
      roles: { positions: ['Au Pair'] },
    });
    const parent = await parentWithPackage();
    const page = await signedInParent(parent);
    const form = page.getByRole('main');
    await fillAuPairJob(form, 'Mr Dube', region);
    await form.getByRole('button', { name: 'Submit job' }).click();
    await form.getByText(/^Your job is published/).waitFor();

    // The caregiver reads the mail in the local mail viewer and follows its link.
    await waitForMail(nanny.email, (mail) => mail.subject === 'New Au Pair job in Maun');
    const reader = await browser.newPage();
    await reader.goto('/local/mail');
    const mail = reader.getByRole('article').filter({ hasText: nanny.email }).first();
    await mail.getByRole('heading', { name: 'New Au Pair job in Maun' }).waitFor();
    const href = await mail
      .getByRole('link', { name: /\/job\// })
      .first()
      .getAttribute('href');
    await reader.goto(href!);
    await heading(reader, 'Au Pair').waitFor();
    expect(await reader.getByRole('main').innerText()).toContain(`Maun, ${region}, Botswana`);

    // And finds the same job by searching.
    await reader.goto('/find_job/all');
    await openFilters(reader);
    await reader.getByLabel('Find a job as').selectOption('Au Pair');
    await reader.getByLabel('in', { exact: true }).selectOption('Botswana');
    const results = reader.getByRole('list', { name: 'Jobs' });
    await results.getByText(`Maun, ${region}, Botswana`).waitFor();
    expect(new URL(href!).pathname).toBe(
      await results
        .getByRole('listitem')
        .filter({ hasText: region })
        .getByRole('link')
        .getAttribute('href'),
    );
  });

  it('a caregiver applies from the job page, once, and sees it in my applications', async () => {
    const nanny = await liveCaregiver('Keen Applicant');
    const page = await browser.newPage();
    await page.goto('/job/demo-job-03');
    await page.getByRole('link', { name: 'Sign in to apply' }).click();
    await signInWithForm(page, nanny.email, nanny.password);
    await expectPath(page, '/job/demo-job-03');
    // Told of the free applications before and after (docs/decisions/jobs-and-hiring.md).
    await page.getByText('You have 10 of your 10 free applications left.').waitFor();
    await page.getByRole('button', { name: 'Apply for this job' }).click();
    await page.getByText('You applied. The family will see your profile.').waitFor();
    await page.getByText('You have 9 of your 10 free applications left.').waitFor();
    await page.getByRole('link', { name: 'See your applications' }).click();
    const list = page.getByRole('list', { name: 'Your applications' });
    await list.getByText('Sent', { exact: true }).waitFor();
    await page.getByText('You have 9 of your 10 free applications left.').waitFor();

    await page.goto('/job/demo-job-03');
    await page.getByRole('button', { name: 'Apply for this job' }).click();
    await page.getByText('You have already applied to this job.').waitFor();
  });

  it('a caregiver with only basic information is sent to finish the profile, not to apply', async () => {
    const half = await registerVerified('childcarer');
    await saveSection(half.idToken, 'basic-information', {
      ...caregiverBasics,
      fullname: 'Half Done',
    });
    const page = await browser.signedIn(half, '/job/demo-job-03');
    await page
      .getByText('Finish your profile before you apply: the family reads it to decide.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Apply for this job' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Finish your profile' }).click();
    await expectPath(page, '/my_account/caregiver/my_profile/user/none');
  });

  it('without a package, publishing says so and offers the packages', async () => {
    const parent = await registerVerified('parent');
    const page = await signedInParent(parent);
    await fillJob(page, 'Babysitter', /Publishing it needs a parent package/);
    await page.goto(MANAGE);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/needs an active parent package/).waitFor();
    await page.getByRole('link', { name: 'Choose a package' }).waitFor();
    await page.getByText('Not published yet').waitFor();
  });
});
