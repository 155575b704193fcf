import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestSmsCode, waitForText } from '../support/sms.js';

/** The login and register pages' phone way, as a person uses it with the texts on their phone. */

const hasCode = (text: { body: string }) => /\b\d{6}\b/.test(text.body);

/** The phone way's first step (the page opens on it): the country, the number, "Text me a code". */
export async function askForCode(page: Page, typed: string) {
  const main = page.getByRole('main');
  expect(await main.getByRole('radio', { name: 'By phone', exact: true }).isChecked()).toBe(true);
  await main.getByLabel('Country code', { exact: true }).selectOption('ZM');
  await main.getByLabel('Mobile number', { exact: true }).fill(typed);
  await main.getByRole('button', { name: 'Text me a code', exact: true }).click();
  await main.getByLabel('Code from the text', { exact: true }).waitFor();
}

/** The newest of `count` codes texted to `number`, typed into the code field. */
export async function enterCode(page: Page, number: string, count: number) {
  await waitForText(number, hasCode, count);
  const code = await latestSmsCode(number);
  await page.getByRole('main').getByLabel('Code from the text', { exact: true }).fill(code);
}
