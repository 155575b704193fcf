import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestSmsCode, waitForText } from '../support/sms.js';
import { heading } from './browser.js';

/*
 * A person with a phone, in the browser: the sign-in and registration pages' phone way, and
 * the codes read from the local texts page as they would be read on the phone.
 */

/** A number as the tests type it at home (Zambia) and as it is stored (E.164). */
export interface TestNumber {
  typed: string;
  e164: string;
}

const hasCode = (text: { body: string }) => /\b\d{6}\b/.test(text.body);

/** The newest code of at least `count` texted to `number`, once it arrived. */
export async function codeTexted(number: string, count: number): Promise<string> {
  await waitForText(number, hasCode, count);
  return latestSmsCode(number);
}

/** A code that is not `code` (the next one, six digits). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The phone way's first step in `within`: the country, the number, "Text me a code". */
export async function askForCode(within: Locator, number: TestNumber) {
  await within.getByLabel('Country code', { exact: true }).selectOption('ZM');
  await within.getByLabel('Mobile number', { exact: true }).fill(number.typed);
  await within.getByRole('button', { name: 'Text me a code', exact: true }).click();
  await within.getByLabel('Code from the text', { exact: true }).waitFor();
}

/** Types the newest of at least `count` codes texted to the number into the code field. */
export async function enterCode(within: Locator, number: TestNumber, count: number) {
  await within
    .getByLabel('Code from the text', { exact: true })
    .fill(await codeTexted(number.e164, count));
}

/** Signs in on the login page's phone way, with the number's `count`-th text's code. */
export async function signInByPhone(page: Page, number: TestNumber, count: number) {
  await page.goto('/login/user');
  await heading(page, 'Sign in').waitFor();
  const main = page.getByRole('main');
  expect(await main.getByRole('radio', { name: 'By phone', exact: true }).isChecked()).toBe(true);
  await askForCode(main, number);
  await enterCode(main, number, count);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
