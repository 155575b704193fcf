import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { waitForMail } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';
import { heading, openFilters, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
const PAY = '/my_account/parent/pay/user/none';
const CARTS = '/my_account/parent/carts_orders/carts/none';

const chooseLanguage = async (page: Page, name: string) => {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  await page.getByLabel('Language').selectOption({ label: name });
};

/** English a reader of another language must not meet on what they pay for. */
const english = [
  'Standard, 1 month',
  'Professional, 3 months',
  'Contact caregivers and publish jobs',
  'for 1 month',
];
const expectNoEnglish = (text: string) => {
  for (const words of english) expect(text).not.toContain(words);
};

describe('what people pay for, in their language', () => {
  it('a Bemba parent reads the packages, the cart, checkout and the order in Bemba', async () => {
    const parent = await registerVerified('parent');
    const page = await browser.signedIn(parent, PAY);
    await chooseLanguage(page, 'Ichibemba');
    await heading(page, 'Lipileni').waitFor();

    const list = page.getByRole('list', { name: 'Amapakeji ya bafyashi' });
    const first = list.getByRole('listitem').first();
    await first.getByRole('heading', { name: 'Ipakeji lya mweshi umo' }).waitFor();
    expectNoEnglish(await page.getByRole('main').innerText());
    await first.getByRole('button').click();
    await page.getByRole('link', { name: 'moneni icitundu cenu' }).click();

    const line = page.getByRole('listitem', { name: 'Ipakeji lya mweshi umo' });
    await line.waitFor();
    expectNoEnglish(await page.getByRole('main').innerText());

    await page.getByRole('button', { name: 'Lipileni nomba' }).click();
    await heading(page, 'Sandbox checkout').waitFor();
    await page.getByLabel('MTN').check();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect
      .poll(() => page.getByTestId('order-status').innerText(), { timeout: STEP_MS })
      .toBe('Calipilwa');
    const order = await page.getByRole('main').innerText();
    expect(order).toContain('Ipakeji lya mweshi umo');
    expectNoEnglish(order);
    expect(new URL(page.url()).pathname).not.toBe(CARTS);
  });

  it('a Portuguese reader finds a babysitter and a salary to agree in Portuguese', async () => {
    const nanny = await liveCaregiver('Palavras Nanny');
    const page = await browser.newPage();
    await page.goto('/find_job/all');
    await chooseLanguage(page, 'Português');
    // The search's filters are folded on a phone.
    await openFilters(page);
    const position = page.getByRole('main').getByRole('combobox').first();
    await position.getByRole('option', { name: 'Ama ocasional' }).waitFor({ state: 'attached' });
    expect(await position.innerText()).not.toContain('Babysitter');

    await page.goto(`/cv/${nanny.uid}`);
    await heading(page, 'Palavras Nanny').waitFor();
    const cv = await page.getByRole('main').innerText();
    expect(cv).toContain('Ama ocasional');
    expect(cv).toContain('A combinar');
    expect(cv).not.toContain('Babysitter');
    expect(cv).not.toContain('Competitive');
  });

  it('a Portuguese caregiver reads a job-match notice with the position in Portuguese', async () => {
    // Letters only: a place name with digits stays out of the mail
    // (docs/decisions/mail-and-sms.md).
    const region = `Region ${'abcdefgh'
      .split('')
      .map(() => 'ghijklmnop'[Math.floor(Math.random() * 10)])
      .join('')}`;
    const nanny = await liveCaregiver('Aviso Nanny', {
      basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
      roles: { positions: ['Babysitter'] },
    });
    const parent = await parentWithPackage();
    const job = { position: 'Babysitter', currently_in: 'Botswana', region, town: 'Gaborone' };
    const postId = await publishedJob(parent.idToken, job);
    await waitForMail(nanny.email, (mail) => (mail.body.text ?? '').includes(`/job/${postId}`));

    const page = await browser.signedIn(nanny, '/inbox');
    await chooseLanguage(page, 'Português');
    const notice = page.getByRole('main').getByRole('button', { name: /Nova vaga de/ });
    await notice.first().waitFor();
    expect(await notice.first().innerText()).toContain('Nova vaga de Ama ocasional em Gaborone');
  });
});
