import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { realPdf } from '../support/profiles.js';
import { freshNumber, textsTo, waitForText } from '../support/sms.js';
import { expectPath, heading, useBrowser } from './browser.js';
import {
  fillBasicInformation,
  fillDescription,
  fillRoles,
  uploadFile,
} from './caregiver-profile-steps.js';
import { askForCode, enterCode } from './phone-browser.js';
import { violationsOn } from './axe.js';

/*
 * Issue 30's whole story for a caregiver with a phone and no e-mail: she registers with her
 * number and the texted code, completes her profile, is told of a fitting job by text, applies,
 * and is offered the job, told by text again; the text's link takes her to the offer.
 */

const browser = useBrowser();
const PROFILE = '/my_account/caregiver/my_profile/user/none';
const OFFERS = '/my_account/caregiver/apply_offers/recieved_job_offers/none';
/** Job matches go out through the event bus and the paced mail queue's consumer. */
const FAN_OUT_MS = 60_000;

describe('a caregiver with a phone and no e-mail, in the browser', () => {
  it('registers by phone, completes her profile, applies, is offered the job: each notice by text', async () => {
    const number = freshNumber();
    const page = await browser.newPage();
    const main = page.getByRole('main');

    await page.goto('/register/caregiver');
    await heading(page, 'Create your account').waitFor();
    // Phone first: the page opens on the phone way; no e-mail, no password.
    expect(await main.getByRole('radio', { name: 'By phone', exact: true }).isChecked()).toBe(true);
    await askForCode(main, number);
    expect(await violationsOn(page)).toEqual([]);
    await enterCode(main, number, 1);
    expect(await main.getByRole('radio', { name: 'Caregiver', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await main.getByLabel('E-mail', { exact: true }).count()).toBe(0);
    expect(await main.getByLabel('Password', { exact: true }).count()).toBe(0);
    await main.getByLabel('How did you hear about us?').selectOption('from_my_friend');
    await main.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    expect(
      await main.getByRole('checkbox', { name: 'Stay signed in on this phone?' }).isChecked(),
    ).toBe(true);
    await main.getByRole('button', { name: 'Create account', exact: true }).click();
    await expectPath(page, PROFILE);

    // Her profile, as any caregiver fills it in; complete, it goes live.
    await heading(page, 'My profile').waitFor();
    await fillBasicInformation(page);
    await fillRoles(page);
    await fillDescription(page);
    await uploadFile(page, 'Choose a file for your cv', 'my-cv.pdf', 'application/pdf', realPdf);
    await main.getByText('Your profile is complete.', { exact: false }).waitFor();

    // A family posts a job that fits her: she is told by text, with a link to it.
    const parent = await parentWithPackage();
    const job = await publishedJob(parent.idToken, {
      contact: 'Mrs Zulu',
      position: 'Nanny',
      region: 'Cooperbelt',
      town: 'Ndola',
    });
    const [match] = await waitForText(
      number.e164,
      (text) => text.body.includes(`/job/${job}`),
      1,
      FAN_OUT_MS,
    );
    expect(match!.body).toMatch(/Reply STOP to stop these texts\.$/);

    // She follows the link and applies.
    await page.goto(new URL(match!.body.match(/https?:\/\/\S+/)![0]).pathname);
    await main.getByRole('button', { name: 'Apply for this job' }).click();
    await main.getByText('You applied. The family will see your profile.').waitFor();

    // The family offers her the job: a text with the offer's link.
    const offered = await api('POST', `/api/jobs/${job}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: await uidOf(number.e164), message: 'Can you start Monday?' },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const [offer] = await waitForText(number.e164, (text) => text.body.includes(OFFERS));
    expect(offer!.body).toContain('Mrs Zulu');
    await page.goto(OFFERS);
    await heading(page, 'Received job offers').waitFor();
    const offers = page.getByRole('list', { name: 'Job offers' });
    await offers.getByRole('button', { name: 'Accept the offer' }).click();
    await offers.getByText('Accepted', { exact: true }).waitFor();

    // Nothing was e-mailed: she has no address; every notice was a text.
    expect((await textsTo(number.e164)).filter((text) => text.body.includes('http'))).toHaveLength(
      2,
    );
  }, 240_000);
});

/** The uid of the account that signs in with a number (the page's session holds it too). */
async function uidOf(number: string): Promise<string> {
  const { db } = await import('../../lambdas/core/db/service.js');
  const { data } = await db().entities.smsNumber.query.byNumber({ number }).go();
  expect(data).toHaveLength(1);
  return data[0]!.uid;
}
