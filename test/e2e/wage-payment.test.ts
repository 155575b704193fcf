import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { violationsOn } from './axe.js';
import { STEP_MS, accountMenuLink, useBrowser } from './browser.js';
import { demoHire } from './demo-hire.js';

const browser = useBrowser();
const PAYOUT_MS = 60_000;

const hirePath = (hire: { job: string; nanny: { uid: string } }) =>
  `/hires/${encodeURIComponent(hire.job)}/${encodeURIComponent(hire.nanny.uid)}`;
const wagesSection = (page: Page) => page.getByRole('region', { name: 'Wages', exact: true });

/** The caregiver gives the mobile money number her wages are paid to, on the hire page. */
async function caregiverAddsPayoutNumber(page: Page) {
  // Loaded once the payments heading shows; the prompt is there only without a number.
  await wagesSection(page).getByRole('heading', { name: 'Payments', level: 3 }).waitFor();
  const prompt = page.getByTestId('payout-prompt');
  if (!(await prompt.isVisible())) return;
  await prompt.getByLabel('Mobile money network', { exact: true }).selectOption('MTN');
  await prompt.getByLabel('Mobile money number', { exact: true }).fill('0961234567');
  await prompt.getByRole('button', { name: 'Save the number' }).click();
  // Saved: the hire now has somewhere to pay, and the prompt goes.
  await prompt.waitFor({ state: 'detached' });
}

/**
 * The payslip sheet at the phone's width without overflow, and in print media without the site's
 * header or buttons, on A4 (595 x 842 points), as its @page rule asks.
 */
async function expectPrintsOnA4(page: Page) {
  const sheet = page.getByTestId('payslip-print');
  await sheet.getByTestId('payslip').waitFor();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await page.emulateMedia({ media: 'print' });
  try {
    await expect.poll(() => page.getByRole('banner').isVisible(), { timeout: STEP_MS }).toBe(false);
    for (const button of await sheet.locator('button, .no-print a').all())
      expect(await button.isVisible()).toBe(false);
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf).toMatch(/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
  } finally {
    await page.emulateMedia({ media: null });
  }
}

/*
 * Issue 32's "done when" for wages: the demo parent pays the demo caregiver's wage through the
 * sandbox, seeing the fee first; the caregiver receives the payout; both open the payslip and its
 * printable page (the caregiver in French); the parent downloads the year's CSV.
 */
describe('a wage paid by mobile money, in the browser', () => {
  it(
    'the demo parent pays, the caregiver is paid out, both read and print the payslip',
    { timeout: 300_000 },
    async () => {
      const hire = await demoHire();
      const carer = await browser.signedIn(hire.nanny, hirePath(hire));
      await wagesSection(carer).getByRole('heading', { name: 'Wages', level: 2 }).waitFor();
      await caregiverAddsPayoutNumber(carer);

      const family = await browser.signedIn(hire.parent, hirePath(hire));
      const form = wagesSection(family).getByRole('form', { name: 'Pay wage' });
      await form.waitFor();
      // The agreed wage is the default amount; the fee and the total show before paying.
      expect(await form.getByLabel('Gross wage (ZMW)').inputValue()).toBe('1800.00');
      await form.getByRole('button', { name: 'Add a deduction' }).click();
      await form
        .getByLabel('Deduction 1', { exact: true })
        .selectOption({ label: 'Other (your own label)' });
      await form.getByLabel('Name of deduction 1').fill('Advance in May');
      await form.getByLabel('Amount of deduction 1 (ZMW)').fill('100');
      await form
        .getByLabel('Mobile money network you pay from', { exact: true })
        .selectOption('Airtel');
      await form.getByLabel('Mobile money number you pay from', { exact: true }).fill('0971234567');
      const quote = form.getByTestId('wage-quote');
      await quote
        .getByTestId('quote-net')
        .getByText(/ZMW\s1,700\.00/)
        .waitFor();
      await quote.getByTestId('quote-fee').waitFor();
      const total = (await quote.getByTestId('quote-total').locator('dd').textContent())!;
      expect(await violationsOn(family)).toEqual([]);
      await form.getByRole('button', { name: `Pay ${total}` }).click();

      // The provider's page: the parent approves; back on the payslip, it waits until paid out.
      await family
        .getByRole('button', { name: 'Approve', exact: true })
        .click({ timeout: STEP_MS });
      await family.waitForURL(/\/wages\/wage-/, { timeout: STEP_MS });
      const wid = new URL(family.url()).pathname.split('/')[2]!;
      await family
        .getByTestId('slip-status')
        .getByText('Paid out to the caregiver')
        .waitFor({ timeout: PAYOUT_MS });
      await family.getByTestId('payslip').getByText('Deduction: Advance in May').waitFor();
      expect(await violationsOn(family)).toEqual([]);

      // Printable, A4, in the parent's language.
      await family.getByRole('link', { name: 'Printable payslip' }).click();
      await family.getByRole('heading', { name: 'Payslip', level: 1 }).waitFor();
      await expectPrintsOnA4(family);

      // The year's payslips as CSV, from the parent's Wages page.
      await family.goto('/menu');
      await (await accountMenuLink(family, 'Wages')).click();
      const year = new Date().getUTCFullYear();
      const [download] = await Promise.all([
        family.waitForEvent('download', { timeout: STEP_MS }),
        family.getByRole('button', { name: `Download ${year} as CSV` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`wages-${year}.csv`);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain(wid);

      // The caregiver, her account now in French, reads and prints the same payslip.
      const french = await api('PUT', '/api/account/language', {
        token: hire.nanny.idToken,
        body: { appLanguage: 'fr' },
      });
      expect(french.status).toBe(200);
      try {
        const reader = await browser.signedIn(hire.nanny, `/wages/${wid}`);
        await reader
          .getByTestId('slip-status')
          .getByText('Versé à l’aidant')
          .or(reader.getByTestId('slip-status').getByText("Versé à l'aidant"))
          .waitFor({ timeout: PAYOUT_MS });
        await reader.goto(`/wages/${wid}/print`);
        await reader.getByRole('heading', { name: 'Fiche de paie', level: 1 }).waitFor();
        await reader.getByTestId('payslip').getByText('Salaire net versé').waitFor();
        await expectPrintsOnA4(reader);
        expect(await violationsOn(reader)).toEqual([]);
      } finally {
        await api('PUT', '/api/account/language', {
          token: hire.nanny.idToken,
          body: { appLanguage: 'en' },
        });
      }
      await carer.close();
    },
  );
});
