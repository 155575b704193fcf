import { describe, expect, it } from 'vitest';
import { entitlements } from '../../lambdas/core/payments/entitlements.js';
import { registerVerified } from '../support/accounts.js';
import { expectPath, heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();
const PAY = '/my_account/parent/pay/user/none';

describe('the pay page, in the browser', () => {
  it('shows a parent the three parent packages priced in kwacha, and when its package ends', async () => {
    const parent = await registerVerified('parent');
    const until = Date.UTC(2031, 5, 15, 12);
    await entitlements.grant(parent.uid, 'parent', until);

    const page = await browser.newPage();
    await page.goto(`/login/user?return=${encodeURIComponent(PAY)}`);
    await signInWithForm(page, parent.email, parent.password);
    await expectPath(page, PAY);
    await heading(page, 'Pay').waitFor();

    const list = page.getByRole('list', { name: 'Parent packages' });
    await list.getByRole('listitem').first().waitFor();
    const cards = await list.getByRole('listitem').allInnerTexts();
    // What chromium's Intl writes for kwacha in its locale (en-US here: "ZMW 250.00").
    const zmw = (major: number) =>
      page.evaluate(
        (amount) =>
          new Intl.NumberFormat(undefined, { style: 'currency', currency: 'ZMW' }).format(amount),
        major,
      );
    const prices = [await zmw(250), await zmw(375), await zmw(1500)];
    expect(prices[0]).toMatch(/^(ZMW|K)\s?250\.00$/);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('Standard, 1 month');
    expect(cards[0]).toContain('Contact caregivers and publish jobs without limit for 1 month.');
    cards.forEach((card, i) => expect(card).toContain(prices[i]));
    expect(cards[2]).toContain('Ultimate, 12 months');

    const main = await page.getByRole('main').innerText();
    expect(main).toContain('Prices are in ZMW, the currency of the country in your profile.');
    // English writes the day first, the month spelled out (web/src/i18n/format.ts).
    const end = await page.evaluate(
      (at) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(at),
      until,
    );
    expect(main).toContain(`Your package runs until ${end}.`);
    expect(main).not.toContain('Featured placement');
    expect(await page.getByRole('button').filter({ hasText: /buy/i }).count()).toBe(0);
  });
});
