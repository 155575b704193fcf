import { describe, expect, it } from 'vitest';
import { items } from '../../lambdas/core/personality/questionnaire.js';
import { liveCaregiver } from '../support/profiles.js';
import {
  expectPath,
  heading,
  signInWithForm,
  unlabelledInputs,
  useBrowser,
  STEP_MS,
} from './browser.js';

const browser = useBrowser();
const TEST_PAGE = '/my_account/caregiver/personality_tests/user/none';

describe('the personality test in the browser', () => {
  it('a caregiver pays ZMW 1 in the sandbox, answers, sees the result, and /cv shows it', async () => {
    const nanny = await liveCaregiver('Personality Browser Nanny');
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`/login/user?return=${encodeURIComponent(TEST_PAGE)}`);
    await signInWithForm(page, nanny.email, nanny.password);
    await expectPath(page, TEST_PAGE);
    await heading(page, 'Personality test').waitFor();
    await page.getByText('You have not taken the test yet.', { exact: false }).waitFor();

    // Pay: the test goes in the cart, the cart pays it on the sandbox's hosted page.
    await page.getByRole('button', { name: 'Pay ZMW 1 to take the test' }).click();
    await expectPath(page, `/cart/${nanny.uid}/none/none`);
    await page.getByRole('listitem', { name: 'Personality test' }).waitFor();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await heading(page, 'Sandbox checkout').waitFor();
    await page.getByLabel('Airtel').check();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect
      .poll(() => page.getByTestId('order-status').innerText(), { timeout: STEP_MS })
      .toBe('Paid');

    await page.goto(TEST_PAGE);
    await page.getByText('You have paid for one attempt.').waitFor();
    expect(await unlabelledInputs(page)).toEqual([]);

    // Sending with nothing answered says so, and nothing is spent.
    await page.getByRole('button', { name: 'See my result' }).click();
    await page
      .getByRole('alert')
      .getByText(`Please answer every statement. ${items.length} are not answered yet.`)
      .waitFor();

    // Agree with every statement, disagree with every reverse-keyed one: 75 on each trait.
    for (const [index, item] of items.entries()) {
      const group = page.getByRole('radiogroup', { name: `${index + 1}. ${item.text}` });
      await group.getByLabel(item.reverse ? 'Disagree' : 'Agree', { exact: true }).check();
    }
    await page.getByText(`${items.length} of ${items.length} answered`).waitFor();
    await page.getByRole('button', { name: 'See my result' }).click();

    const summary = 'Strong in all 5 traits.';
    await expect
      .poll(() => page.getByTestId('personality-summary').innerText(), { timeout: STEP_MS })
      .toBe(summary);
    await page.getByRole('heading', { name: 'Your result' }).waitFor();
    const traits = page.getByRole('list', { name: 'Personality traits' });
    await traits.getByText('Patience').waitFor();
    expect(await traits.getByText('Strong (75/100)').count()).toBe(5);
    await page.getByRole('button', { name: 'Pay ZMW 1 to take the test again' }).waitFor();

    // The public profile shows the summary.
    await page.getByRole('link', { name: 'your public profile' }).click();
    await expectPath(page, `/cv/${nanny.uid}`);
    await heading(page, 'Personality Browser Nanny').waitFor();
    await page.getByRole('heading', { name: 'Personality test' }).waitFor();
    await expect
      .poll(() => page.getByTestId('personality-summary').innerText(), { timeout: STEP_MS })
      .toBe(summary);
    await page.getByRole('list', { name: 'Personality traits' }).getByText('Reliability').waitFor();
    await page.getByText(/^Taken on /).waitFor();
    expect(errors).toEqual([]);
  });
});
