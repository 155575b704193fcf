import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_MS } from './browser.js';

/**
 * A hire's work agreement as its two people make it in the browser. Each step takes a page
 * already signed in as the person who acts (the family or the caregiver, in any state: it opens
 * the agreement itself) and the hired pair (test/e2e/hired-pair.ts `hiredPair()`), so a longer
 * journey (a trial day first) chains them on its own pages.
 */
export interface AgreementPair {
  parent: { uid: string };
  nanny: { uid: string; fullname?: string };
  job: string;
}

export const agreementPath = (pair: AgreementPair) =>
  `/hires/${encodeURIComponent(pair.job)}/${encodeURIComponent(pair.nanny.uid)}/agreement`;

const section = (page: Page) => page.getByRole('region', { name: 'Work agreement', exact: true });
const status = (page: Page) => section(page).getByTestId('agreement-status');

/** Opens the agreement on the page and waits until it has loaded. */
async function openAgreement(page: Page, pair: AgreementPair) {
  await page.goto(agreementPath(pair));
  await section(page).getByRole('heading', { name: 'Work agreement', level: 2 }).waitFor();
}

/**
 * The family drafts the agreement: the form starts from the job; the country's minimum is shown
 * beside the wage; a wage under it is refused with the minimum named, and a fair one is sent as
 * version 1 (the caregiver is told).
 */
export async function parentDraftsAgreement(page: Page, pair: AgreementPair) {
  await openAgreement(page, pair);
  const form = section(page).getByRole('form', { name: 'Propose an agreement' });
  await form.waitFor();
  // Zambia's sourced minimum for the default 45 hours a week, beside the wage.
  await form.getByText(/statutory minimum for 45 hours a week: ZMW\s1,218\.75/).waitFor();
  await section(page)
    .getByText(/Minimum wage: ZMW\s1,300\.00 a month for 48 hours a week/)
    .waitFor();
  const wage = form.getByLabel('Monthly wage (ZMW)');
  await wage.fill('1000');
  await form.getByLabel('Paid leave (days a year)').fill('24');
  await form.getByLabel('Paid sick days (a year)').fill('10');
  await form.getByRole('button', { name: 'Send to the caregiver' }).click();
  await form
    .getByRole('alert')
    .getByText(/statutory minimum of ZMW 1,218\.75 a month/)
    .waitFor();
  await wage.fill('1800');
  await form.getByLabel('Other duties (your own words)').fill('Walk the children to school');
  await form.getByRole('button', { name: 'Send to the caregiver' }).click();
  await status(page)
    .getByText('Version 1 is proposed: waiting for the caregiver’s answer.')
    .waitFor();
}

/** The caregiver reads version 1 and asks for a change, saying what. */
export async function caregiverAsksForChanges(page: Page, pair: AgreementPair, comment: string) {
  await openAgreement(page, pair);
  const region = section(page);
  await status(page).getByText('Version 1 is proposed', { exact: false }).waitFor();
  await region.getByText('Walk the children to school', { exact: true }).first().waitFor();
  await region.getByRole('button', { name: 'Ask for changes', exact: true }).click();
  await region.getByLabel('What would you like changed?').fill(comment);
  await region.getByRole('button', { name: 'Send the request', exact: true }).click();
  await region.getByText('You asked for changes. The family will send a new version.').waitFor();
}

/** The family reads the caregiver's comment and sends version 2 with the pay day changed. */
export async function parentRevisesAgreement(
  page: Page,
  pair: AgreementPair,
  comment: string,
  payDay = '25',
) {
  await openAgreement(page, pair);
  const region = section(page);
  await status(page).getByText('The caregiver asked for changes to version 1.').waitFor();
  await region.getByText(comment, { exact: true }).waitFor();
  const form = region.getByRole('form', { name: 'Revise the agreement' });
  await form.getByLabel('Pay day (day of the month)').fill(payDay);
  await form.getByRole('button', { name: 'Send to the caregiver' }).click();
  await status(page)
    .getByText('Version 2 is proposed: waiting for the caregiver’s answer.')
    .waitFor();
  // Both versions are kept.
  await region.getByTestId('agreement-version-1').waitFor();
  await region.getByTestId('agreement-version-2').waitFor();
}

/** The caregiver accepts version 2: dated, read-only, with its printable page. */
export async function caregiverAcceptsAgreement(page: Page, pair: AgreementPair, payDay = '25') {
  await openAgreement(page, pair);
  const region = section(page);
  await status(page).getByText('Version 2 is proposed', { exact: false }).waitFor();
  await region.getByText(`Day ${payDay} of each month`).first().waitFor();
  await region.getByRole('button', { name: 'Accept this agreement', exact: true }).click();
  await status(page)
    .getByText(/^Accepted by .+ on .+\.$/)
    .waitFor();
  // Read-only: nothing to answer any more.
  expect(await region.getByRole('button', { name: 'Accept this agreement' }).count()).toBe(0);
  await region.getByRole('link', { name: 'Printable page' }).waitFor();
}

/**
 * Opens the printable page of the accepted agreement in the reader's language (`words`: its
 * heading and the wage clause's label as that reader reads them): readable at the phone's width,
 * and in print media without the site's header, navigation or footer, on A4.
 */
export async function openPrintableAgreement(
  page: Page,
  pair: AgreementPair,
  words: { heading: string; wage: string } = { heading: 'Work agreement', wage: 'Monthly wage' },
) {
  await page.goto(`${agreementPath(pair)}/print`);
  const sheet = page.getByTestId('agreement-print');
  await sheet.getByRole('heading', { level: 1, name: words.heading, exact: true }).waitFor();
  await sheet.getByText(words.wage, { exact: true }).waitFor();
  await sheet.getByTestId('agreement-accepted').waitFor();
  // Readable on the phone: nothing wider than the screen.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await page.getByRole('banner').waitFor();
  await page.emulateMedia({ media: 'print' });
  try {
    await expect.poll(() => page.getByRole('banner').isVisible(), { timeout: STEP_MS }).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    for (const nav of await page.getByRole('navigation').all())
      expect(await nav.isVisible()).toBe(false);
    // The sheet's own "Print" button and link back stay on the screen only.
    expect(await sheet.locator('button, .no-print a').count()).toBeGreaterThan(1);
    for (const button of await sheet.locator('button, .no-print a').all())
      expect(await button.isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    // The sheet prints on A4 (595 x 842 points), as its @page rule asks.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf).toMatch(/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
  } finally {
    await page.emulateMedia({ media: null });
  }
}
