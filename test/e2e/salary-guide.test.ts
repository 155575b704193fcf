import { describe, expect, it } from 'vitest';
import { parentWithPackage } from '../support/jobs.js';
import { heading, useBrowser } from './browser.js';

const browser = useBrowser();

/*
 * The salary guide as people meet it, on a phone, over the demo data: the Lusaka nanny jobs the
 * seed publishes (infra/local/seed/jobs.ts) give Lusaka figures of its own.
 */
describe('the salary guide, in the browser', () => {
  it('says on the job form how the salary counts and what nannies earn in Lusaka', async () => {
    const parent = await parentWithPackage();
    const page = await browser.signedIn(parent, '/createjob');
    const form = page.getByRole('main');
    await form.getByLabel('Salary').fill('K3,000 a month');
    // No country yet: no guide line.
    expect(await form.getByText(/salary guide/).count()).toBe(0);
    await form.getByLabel('Position').selectOption('Nanny');
    await form.getByLabel('Country').selectOption('Zambia');
    await form.getByText('Counted in the salary guide as ZMW 3,000 a month.').waitFor();
    await form.getByLabel('Region').selectOption('Lusaka');
    await form.getByLabel('Town').selectOption('Lusaka');
    await form
      .getByText(/^Nanny jobs in Lusaka: the middle salary is ZMW\s[\d,]+ a month/)
      .waitFor();
    await form.getByLabel('Salary').fill('Competitive');
    await form
      .getByText(
        'Not counted in the salary guide: write one monthly amount, for example ZMW 2,500.',
      )
      .waitFor();
    const link = form.getByRole('link', { name: 'Salaries in Lusaka' });
    expect(await link.getAttribute('href')).toBe('/salary_guide/Zambia/Lusaka/Lusaka');
  });

  it("shows a town's page, readable on a 360 px phone", async () => {
    const page = await browser.newPage();
    await page.goto('/salary_guide/Zambia/Lusaka/Lusaka');
    await heading(page, 'Salaries in Lusaka').waitFor();
    const list = page.getByRole('list', { name: 'Salaries by position' });
    const nanny = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Nanny', exact: true }) });
    await nanny.getByText('Middle salary').waitFor();
    expect(await nanny.getByText(/^ZMW\s[\d,]+ a month$/).count()).toBe(1);
    expect(await nanny.getByText(/^ZMW\s[\d,]+ to ZMW\s[\d,]+ a month$/).count()).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('says so where a town has no counted jobs, and links a job to its town', async () => {
    const page = await browser.newPage();
    await page.goto('/salary_guide/Botswana/North-West/Maun');
    await heading(page, 'Salaries in Maun').waitFor();
    await page.getByText('No published job here has a monthly salary we can count yet.').waitFor();
    await page.goto('/job/demo-job-31');
    await page.getByRole('link', { name: 'What this kind of job pays in Lusaka' }).click();
    await heading(page, 'Salaries in Lusaka').waitFor();
  });
});
