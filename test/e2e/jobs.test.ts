import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { parentWithPackage } from '../support/jobs.js';
import { expectPath, heading, signInWithForm, unlabelledInputs, useBrowser } from './browser.js';

const browser = useBrowser();
const MANAGE = '/my_account/parent/jobs_profiles/manage_jobs/none';

async function signedInParent(parent: { email: string; password: string }) {
  const page = await browser.newPage();
  await page.goto(`/login/user?return=${encodeURIComponent('/createjob')}`);
  await signInWithForm(page, parent.email, parent.password);
  await heading(page, 'Submit a Job').waitFor();
  return page;
}

async function fillJob(page: Page, position: string) {
  const form = page.getByRole('main');
  await form.getByLabel('Contact name *').fill('Mrs Phiri');
  await form.getByLabel('Position *').selectOption(position);
  await form.getByLabel('Salary *').fill('ZMW 2800 per month');
  await form.getByLabel('Hours *').fill('40 hours per week');
  await form.getByLabel('Country').selectOption('Zambia');
  await form.getByLabel('Region').selectOption('Eastern');
  await form.getByLabel('Town').selectOption('Chipata');
  await form.getByLabel('Language').selectOption('nyanja');
  await form.getByRole('button', { name: 'Submit job' }).click();
  await form.getByText('Your job was saved.').waitFor();
}

describe('jobs, in the browser', () => {
  it('says what is missing on an empty form, field by field', async () => {
    const page = await signedInParent(await registerVerified('parent'));
    const form = page.getByRole('main');
    expect(await form.getByLabel('E-mail *').inputValue()).toMatch(/@example\.test$/);
    expect(await form.getByLabel('Start date *').inputValue()).toBe(
      new Date().toISOString().slice(0, 10),
    );
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
    expect(await form.getByLabel('Position *').getAttribute('aria-invalid')).toBe('true');
  });

  it('a parent with a package posts and publishes a job that anyone then finds', async () => {
    const parent = await parentWithPackage();
    const page = await signedInParent(parent);
    await fillJob(page, 'Nanny-Housekeeper');
    await page.getByRole('link', { name: 'Publish it from your jobs' }).click();
    await expectPath(page, MANAGE);
    const jobs = page.getByRole('list', { name: 'Your jobs' });
    await jobs.getByText('Not published yet').waitFor();
    await jobs.getByRole('button', { name: 'Publish' }).click();
    await jobs.getByText('Published', { exact: true }).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto('/find_job/all');
    await visitor.getByLabel('Find a job as').selectOption('Nanny-Housekeeper');
    await visitor.getByLabel('in', { exact: true }).selectOption('Zambia');
    const results = visitor.getByRole('list', { name: 'Jobs' });
    await results.getByText('Chipata, Eastern, Zambia').first().waitFor();
    await results.getByRole('link', { name: 'Nanny-Housekeeper' }).first().click();
    await heading(visitor, 'Nanny-Housekeeper').waitFor();
    const text = await visitor.getByRole('main').innerText();
    expect(text).toContain('Mrs Phiri');
    expect(text).toContain('nyanja');
    expect(text).not.toContain(parent.email);
  });

  it('without a package, publishing says so and offers the packages', async () => {
    const parent = await registerVerified('parent');
    const page = await signedInParent(parent);
    await fillJob(page, 'Babysitter');
    await page.goto(MANAGE);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/needs an active parent package/).waitFor();
    await page.getByRole('link', { name: 'Choose a package' }).waitFor();
    await page.getByText('Not published yet').waitFor();
  });
});
