import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { realPdf, realPng } from '../support/profiles.js';
import { expectPath, heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();
const AREA = '/my_account/institution';

describe('an institution builds its page, in the browser', () => {
  it('needs only basic information and its profile document, then is open to everyone', async () => {
    const institution = await registerVerified('institution', 'Passw0rd-e2e');
    const page = await browser.newPage();
    await page.goto('/login/user');
    await signInWithForm(page, institution.email, 'Passw0rd-e2e');
    await expectPath(page, `${AREA}/my_profile/user/none`);

    await page.goto(`${AREA}/overview/user/none`);
    const main = page.getByRole('main');
    await main.getByText('Still missing').first().waitFor();
    const sections = await main.getByRole('list').first().innerText();
    expect(sections).toContain('Basic information');
    expect(sections).toContain('Uploads');
    expect(sections).not.toContain('Roles');

    await main.getByRole('link', { name: 'Basic information' }).click();
    await main.getByLabel('Institution name').fill('Kitwe Care Academy');
    await main.getByLabel('Phone number').fill('212000111');
    await main.getByLabel('Region').selectOption('Cooperbelt');
    await main.getByLabel('Town').selectOption('Kitwe');
    expect(await main.getByLabel('Date of birth').count()).toBe(0);
    // What the institution says about itself (docs/decisions/profiles.md).
    await main
      .getByLabel('About the institution')
      .fill('We train nannies and elderly carers.\nOur graduates work across the Copperbelt.');
    const services = main.getByRole('group', { name: 'Services' });
    await services.getByLabel('Nanny', { exact: true }).check();
    await services.getByLabel('Elderly Caregiver').check();
    await main.getByLabel('Contact person').fill('Grace Mwansa');
    await main.getByRole('button', { name: 'Save basic information' }).click();
    await main.getByRole('link', { name: 'Next: Uploads' }).click();

    expect(await main.getByLabel(/police clearance/i).count()).toBe(0);
    await main.getByLabel('Choose a file for your institution profile').setInputFiles({
      name: 'academy.pdf',
      mimeType: 'application/pdf',
      buffer: realPdf,
    });
    await main.getByText('academy.pdf was uploaded and checked.').waitFor();
    // The logo goes through the photo pipeline (re-encoded, content checked).
    await main.getByLabel('Choose a file for your logo or photo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: realPng,
    });
    await main.getByText('logo.png was uploaded and checked.').waitFor();

    // Its own profile page shows what it saved.
    await page.goto(`${AREA}/my_profile/user/none`);
    await main.getByText('Nanny, Elderly Caregiver').waitFor();
    await main.getByText('Grace Mwansa').waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`/institution/${institution.uid}`);
    await heading(visitor, 'Kitwe Care Academy').waitFor();
    const text = await visitor.getByRole('main').innerText();
    expect(text).toContain('Institution in Kitwe, Copperbelt, Zambia');
    expect(text).toContain('We train nannies and elderly carers.\nOur graduates work');
    const offered = visitor.getByRole('region', { name: 'Services' }).getByRole('listitem');
    expect(await offered.allInnerTexts()).toEqual(['Nanny', 'Elderly Caregiver']);
    expect(text).toMatch(/Contact person\s+Grace Mwansa/);
    await visitor.getByRole('img', { name: 'Logo of Kitwe Care Academy' }).waitFor();
    expect(text).not.toContain('212000111');
    expect(text).not.toContain(institution.email);
  });

  it('says when a page is not public', async () => {
    const page = await browser.newPage();
    await page.goto('/institution/no-such-institution');
    await heading(page, 'Profile not available').waitFor();
    await page
      .getByText('This profile is not public. It may be hidden, incomplete or removed.')
      .waitFor();
  });
});
