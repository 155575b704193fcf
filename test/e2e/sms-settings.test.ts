import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { freshNumber, latestSmsCode } from '../support/sms.js';
import { heading, useBrowser } from './browser.js';

const browser = useBrowser();
const SETTINGS = '/my_account/parent/settings/user/none';

describe('text messages in the settings, in the browser', () => {
  it('adds a number, confirms it with the texted code, chooses a topic and removes it', async () => {
    const parent = await registerVerified('parent');
    const number = freshNumber();
    const page = await browser.signedIn(parent, SETTINGS);
    await heading(page, 'Settings').waitFor();
    const section = page.getByRole('region', { name: 'Text messages' });
    await section.getByText('Add a mobile number to get short texts', { exact: false }).waitFor();
    expect(await section.getByLabel('Country code').inputValue()).toBe('ZM');

    await section.getByLabel('Mobile number', { exact: false }).fill(number.typed);
    await section.getByRole('button', { name: 'Text me a code' }).click();
    await section
      .getByText(`We texted a code to ${number.e164}. It works for 10 minutes.`)
      .waitFor();

    await section.getByLabel('Code from the text').fill(await latestSmsCode(number.e164));
    await section.getByRole('button', { name: 'Confirm my number' }).click();
    await section.getByText('Your phone number is confirmed.').waitFor();
    await section.getByText(`Texts go to ${number.e164}.`).waitFor();

    const offers = section.getByLabel('Job offers and answers to offers');
    await offers.click();
    await section.getByText('Your text choices are saved.').waitFor();
    expect(await offers.isChecked()).toBe(true);
    const saved = await api('GET', '/api/account/sms', { token: parent.idToken });
    expect(saved.body.topics).toEqual({
      jobMatches: false,
      applications: false,
      offers: true,
      messages: false,
    });

    await section.getByRole('button', { name: 'Remove my number' }).click();
    await section.getByText('Add a mobile number to get short texts', { exact: false }).waitFor();
    expect((await api('GET', '/api/account/sms', { token: parent.idToken })).body.phone).toBeNull();
  });
});
