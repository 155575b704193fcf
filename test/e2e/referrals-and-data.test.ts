import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerVerified, uniqueEmail } from '../support/accounts.js';
import { buyAndPay } from '../support/checkout.js';
import { chooseEmail, DEMO_PASSWORD, heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();

describe('referrals and own data, in the browser', () => {
  it('a friend who registers through a referral link shows up on the referrer’s page', async () => {
    const referrer = await registerVerified('institution', 'Passw0rd-e2e');

    // The friend opens the shared link, looks around, then registers.
    const friendPage = await browser.newPage();
    await friendPage.goto(`/?ref=${referrer.uid}`);
    // The home page is prerendered and answers once the app has started (after its first
    // paint); the app is what keeps the referral.
    await friendPage.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await friendPage.goto('/register/parent');
    await chooseEmail(friendPage);
    const form = friendPage.getByRole('main');
    await form.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('e2e-friend'));
    await form.getByLabel('Password', { exact: true }).fill('Passw0rd-e2e');
    await form.getByLabel('How did you hear about us?').selectOption('from_my_friend');
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await form.getByRole('button', { name: 'Create account', exact: true }).click();
    await heading(friendPage, 'Check your e-mail').waitFor();
    // The cookie did its job and is cleared.
    const cookies = await friendPage.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'ref')).toBeUndefined();

    // Another friend registers through the link and buys a package: the referrer earns.
    const buyer = await registerVerified('parent', 'Passw0rd-e2e', referrer.uid);
    const paid = await buyAndPay(buyer, 'parent-1m');
    expect(paid.currency).toBe('ZMW');
    // ngwee to kwacha, as the page writes it (the currency sign depends on the browser's locale)
    const earned = (Math.floor(paid.amountMinor * 0.05) / 100).toFixed(2);

    const page = await browser.newPage();
    await page.goto('/login/user?return=%2Fmy_account%2Finstitution%2Freferrals%2Fuser%2Fnone');
    await signInWithForm(page, referrer.email, 'Passw0rd-e2e');
    await heading(page, 'Referrals').waitFor();
    const main = page.getByRole('main');
    expect(await main.getByLabel('Your referral link').inputValue()).toMatch(
      new RegExp(`/\\?ref=${referrer.uid}$`),
    );
    const list = main.getByRole('list', { name: 'Referred members' });
    await list.getByText('Not yet purchased').waitFor();
    expect(await main.innerText()).toContain('you earn 5 percent of it');
    expect(await list.getByText('New member').count()).toBe(2);
    expect(await list.innerText()).toContain('Parent, joined');
    await list.getByText(`${earned} (5%) pending until`, { exact: false }).waitFor();
    expect(await main.getByLabel('Total earned').innerText()).toMatch(
      new RegExp(`^You have earned \\D*${earned.replace('.', '\\.')} in total\\.$`),
    );
  });

  it('tells the accredited institution the 10 percent it earns, not the 5 of others', async () => {
    const page = await browser.newPage();
    await page.goto('/login/user?return=%2Fmy_account%2Finstitution%2Freferrals%2Fuser%2Fnone');
    await signInWithForm(page, 'institution@demo.test', DEMO_PASSWORD);
    await heading(page, 'Referrals').waitFor();
    const main = page.getByRole('main');
    await main.getByText('you earn 10 percent of it', { exact: false }).waitFor();
    expect(await main.innerText()).not.toContain('5 percent');
  });

  it('settings download all the user’s data as a JSON file', async () => {
    const user = await registerVerified('cook', 'Passw0rd-e2e');
    const page = await browser.newPage();
    await page.goto('/login/user?return=%2Fmy_account%2Fcaregiver%2Fsettings%2Fuser%2Fnone');
    await signInWithForm(page, user.email, 'Passw0rd-e2e');
    await heading(page, 'Settings').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('careconnect-my-data.json');
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ uid: user.uid, email: user.email, user_type: 'cook' });
  });
});
