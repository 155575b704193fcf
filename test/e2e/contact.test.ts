import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts.js';
import { waitForMail } from '../support/mail.js';
import { heading, useBrowser } from './browser.js';

const browser = useBrowser();
const TEAM = 'team@caregivers.example';

describe('contact us, in the browser', () => {
  it('sends the message, says thank you, and the team receives it', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('e2e-visitor');
    const subject = `Nannies in Kitwe ${email}`;
    const message = 'Do you have nannies in Kitwe who can start next month?';

    await page.goto('/contactus');
    await heading(page, 'Contact us').waitFor();
    const form = page.getByRole('main');
    await form.getByLabel('Your name', { exact: true }).fill('Mapalo Banda');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Subject', { exact: true }).fill(subject);
    await form.getByLabel('Message', { exact: true }).fill(message);
    await form.getByRole('button', { name: 'Send message', exact: true }).click();

    await page
      .getByRole('status')
      .getByText('Thank you. We received your message and will reply by e-mail.', { exact: true })
      .waitFor();
    // The form is emptied for a next message.
    expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('');

    // The team's mail, once it is in the mail store.
    const [mail] = await waitForMail(TEAM, (m) => m.subject === `Contact us: ${subject}`);
    expect(mail!.replyTo).toEqual([email]);
    expect(mail!.body.text).toContain(message);
    expect(mail!.body.text).toContain('Mapalo Banda');
  });

  it('says what is missing and sends nothing for an empty form', async () => {
    const page = await browser.newPage();
    await page.goto('/contactus');
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Send message', exact: true }).click();
    for (const text of [
      'Name required',
      'email required',
      'Subject required',
      'Message required',
    ]) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByText('Thank you.', { exact: false }).count()).toBe(0);
  });
});
