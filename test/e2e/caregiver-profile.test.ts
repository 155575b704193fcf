import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { realPdf, realPng } from '../support/profiles.js';
import { expectPath, heading, signInWithForm, useBrowser } from './browser.js';
import {
  fillBasicInformation,
  fillDescription,
  fillRoles,
  uploadFile,
} from './caregiver-profile-steps.js';

const browser = useBrowser();
const AREA = '/my_account/caregiver';

describe('a caregiver builds a profile, in the browser', () => {
  it('fills every section, uploads a photo and a CV, goes live, and the public CV shows it', async () => {
    const nanny = await registerVerified('childcarer', 'Passw0rd-e2e');
    const page = await browser.newPage();
    await page.goto('/login/user');
    await signInWithForm(page, nanny.email, 'Passw0rd-e2e');
    // Incomplete profile: sign-in lands on it (spec section 4).
    await expectPath(page, `${AREA}/my_profile/user/none`);
    await heading(page, 'My profile').waitFor();

    await fillBasicInformation(page);
    await fillRoles(page);
    await fillDescription(page);

    const main = page.getByRole('main');
    // A text file named .pdf is refused by its content, and the CV stays missing.
    await uploadFile(
      page,
      'Choose a file for your cv',
      'cv.pdf',
      'application/pdf',
      Buffer.from('not a pdf at all'),
    );
    await main.getByText('That file is not a PDF. Please choose another file.').waitFor();

    await uploadFile(page, 'Choose a file for your profile photo', 'me.png', 'image/png', realPng);
    await main.getByText('me.png was uploaded and checked.').waitFor();
    await uploadFile(page, 'Choose a file for your cv', 'my-cv.pdf', 'application/pdf', realPdf);
    await main.getByText('my-cv.pdf was uploaded and checked.').waitFor();
    await main.getByText('Your profile is complete.', { exact: false }).waitFor();

    await page.goto(`${AREA}/overview/user/none`);
    await heading(page, 'Account Center').waitFor();
    await main.getByText('Live', { exact: true }).waitFor();
    await main.getByRole('link', { name: 'See your public page' }).click();
    await expectPath(page, `/cv/${nanny.uid}`);

    await heading(page, 'Thandiwe').waitFor();
    const text = await main.innerText();
    expect(text).toContain('Nanny · Babysitter in Ndola, Copperbelt, Zambia');
    expect(text).toContain('CV provided');
    expect(text).toContain('English, Bemba, Nyanja');
    for (const secret of [nanny.email, '977000111', 'Plot 7', 'Mwale', '1992'])
      expect(text).not.toContain(secret);
    const photo = main.getByRole('img', { name: 'Photo of Thandiwe' });
    await photo.scrollIntoViewIfNeeded();
    // decode() waits for the picture to arrive (and fails if it cannot be shown); reading the
    // width straight away raced the download on a busy machine.
    const width = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
    expect(width).toBe(1);
  });

  it('shows the spec message when the browser has no geolocation', async () => {
    const caregiver = await registerVerified('childcarer', 'Passw0rd-e2e');
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'geolocation');
    });
    await page.goto('/login/user');
    await signInWithForm(page, caregiver.email, 'Passw0rd-e2e');
    await expectPath(page, `${AREA}/my_profile/user/none`);
    await page.goto(`${AREA}/my_profile/basic_information_edit/none`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page
      .getByRole('alert')
      .getByText('Geolocation is not supported by this browser.')
      .waitFor();
  });

  it('fills country, region and town from the position', async () => {
    const caregiver = await registerVerified('childcarer', 'Passw0rd-e2e');
    const page = await browser.newPage();
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: -15.4, longitude: 28.3 });
    await page.goto('/login/user');
    await signInWithForm(page, caregiver.email, 'Passw0rd-e2e');
    await expectPath(page, `${AREA}/my_profile/user/none`);
    await page.goto(`${AREA}/my_profile/basic_information_edit/none`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Location filled in. Check it before saving.').waitFor();
    const form = page.getByRole('main');
    expect(await form.getByLabel('Region').inputValue()).toBe('Lusaka');
    expect(await form.getByLabel('Town').inputValue()).toBe('Lusaka');
  });
});
