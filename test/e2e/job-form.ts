import type { Locator } from 'playwright-core';

/**
 * Fills the job form (/createjob) for an au pair in Maun, Botswana: a country without
 * reference regions, so the region is typed (tests pass a fresh one to find their job alone).
 */
export async function fillAuPairJob(form: Locator, contactName: string, region: string) {
  await form.getByLabel('Contact name').fill(contactName);
  await form.getByLabel('Position').selectOption('Au Pair');
  await form.getByLabel('Salary').fill('BWP 4000 per month');
  await form.getByLabel('Hours').fill('35 hours per week');
  await form.getByLabel('Country').selectOption('Botswana');
  await form.getByLabel('Region').fill(region);
  await form.getByLabel('Town').fill('Maun');
}
