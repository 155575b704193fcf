import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { inbox, unread } from '../support/inbox.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { replyFrom, textsOn, textsTo, waitForText } from '../support/sms.js';

/**
 * Text messages: what is texted once a person opted in, in their language, within
 * the daily limit, and how STOP (a reply, or the settings) ends it.
 */
const offer = (token: string, id: string, caregiver_id: string) =>
  api('POST', `/api/jobs/${id}/offers`, { token, body: { caregiver_id, message: '' } });
const speak = (token: string, appLanguage: string) =>
  api('PUT', '/api/account/language', { token, body: { appLanguage } });
/** The texts telling of a notice (they carry a link; the confirmation code's does not). */
const noticeTexts = async (number: string) =>
  (await textsTo(number)).filter((text) => text.body.includes('http'));

async function offerFromNewFamily(caregiverUid: string, contact = 'Mrs Mwale') {
  const parent = await parentWithPackage();
  const id = await publishedJob(parent.idToken, { contact });
  expect((await offer(parent.idToken, id, caregiverUid)).status).toBe(201);
  return { parent, id };
}

describe('texts after opting in', () => {
  it('an offer and a message are texted in the caregiver’s language, with a link', async () => {
    const nanny = await registerVerified('childcarer');
    await speak(nanny.idToken, 'fr');
    const number = await textsOn(nanny.idToken, { offers: true, messages: true });

    const { parent } = await offerFromNewFamily(nanny.uid);
    const [offered] = await noticeTexts(number);
    expect(offered!.body).toMatch(/^Proposition d'emploi : Nounou de la part de Mrs Mwale\n/);
    expect(offered!.body).toContain('/my_account/caregiver/apply_offers/recieved_job_offers/none');
    expect(offered!.body).toMatch(/Répondez STOP pour ne plus recevoir ces SMS\.$/);

    const opened = await api('POST', '/api/conversations', {
      token: parent.idToken,
      body: { with: nanny.uid },
    });
    const id = String(opened.body.conversation.id);
    await api('POST', `/api/conversations/${id}/messages`, {
      token: parent.idToken,
      body: { body: 'Can you start on Monday?' },
    });
    const [told] = await noticeTexts(number);
    expect(told!.body).toMatch(/^Nouveau message de /);
    expect(await noticeTexts(number)).toHaveLength(2);
  });

  it('an application is texted to the family; a job match to the caregiver who chose it', async () => {
    const parent = await parentWithPackage();
    await speak(parent.idToken, 'sw');
    const familyNumber = await textsOn(parent.idToken, { applications: true });
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const nanny = await liveCaregiver('Texted Nanny', {
      basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
      roles: { positions: ['Weekend Nanny'] },
    });
    // Job e-mails off: the texts chosen still come.
    await api('PUT', '/api/account/preferences', {
      token: nanny.idToken,
      body: { send_emails: false },
    });
    const nannyNumber = await textsOn(nanny.idToken, { jobMatches: true });

    const id = await publishedJob(parent.idToken, {
      position: 'Weekend Nanny',
      currently_in: 'Botswana',
      region,
      town: 'Gaborone',
    });
    const [match] = await waitForText(nannyNumber, (text) => text.body.includes(`/job/${id}`));
    expect(match!.body).toMatch(/^New Weekend Nanny job in Gaborone, /);

    expect(
      (await api('POST', `/api/jobs/${id}/applications`, { token: nanny.idToken })).status,
    ).toBe(201);
    const [applied] = await noticeTexts(familyNumber);
    expect(applied!.body).toMatch(/^Texted Nanny ameomba /);
    expect(applied!.body).toMatch(/Jibu STOP kusitisha ujumbe huu\.$/);
  });

  it('only the chosen topics are texted', async () => {
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { messages: true });
    await offerFromNewFamily(nanny.uid);
    expect(await unread(nanny.idToken)).toBe(1);
    expect(await noticeTexts(number)).toEqual([]);
  });
});

describe('the daily limit', () => {
  it(`stops texts after ${rateLimits['sms-notices'].limit} a day; the inbox still gets every notice`, async () => {
    const limit = rateLimits['sms-notices'].limit;
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { offers: true });
    for (let i = 0; i <= limit; i++) await offerFromNewFamily(nanny.uid, `Family ${i}`);
    expect(await noticeTexts(number)).toHaveLength(limit);
    expect(await unread(nanny.idToken)).toBe(limit + 1);
    expect((await inbox(nanny.idToken)).map((mail) => mail.template.data.from)).toContain(
      `Family ${limit}`,
    );
  });
});

describe('stopping texts', () => {
  it('replying STOP turns every text off; no more texts go', async () => {
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { offers: true, messages: true });
    await replyFrom(number, 'Stop');
    const after = await api('GET', '/api/account/sms', { token: nanny.idToken });
    expect(after.body).toMatchObject({
      phone: { number, confirmed: true },
      topics: { jobMatches: false, applications: false, offers: false, messages: false },
      optedOutAt: expect.any(Number),
    });
    await offerFromNewFamily(nanny.uid);
    expect(await unread(nanny.idToken)).toBe(1);
    expect(await noticeTexts(number)).toEqual([]);
  });

  it('a reply that is not a STOP word changes nothing', async () => {
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { offers: true });
    await replyFrom(number, 'Thank you');
    const after = await api('GET', '/api/account/sms', { token: nanny.idToken });
    expect(after.body).toMatchObject({ topics: { offers: true }, optedOutAt: null });
  });

  it('turning everything off in the settings does the same; removing the number too', async () => {
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { offers: true });
    const off = await api('PUT', '/api/account/sms/topics', {
      token: nanny.idToken,
      body: { jobMatches: false, applications: false, offers: false, messages: false },
    });
    expect(off).toMatchObject({
      status: 200,
      body: { message: 'We will send you no more texts.', optedOutAt: expect.any(Number) },
    });
    await offerFromNewFamily(nanny.uid);
    expect(await noticeTexts(number)).toEqual([]);

    const removed = await api('DELETE', '/api/account/sms', { token: nanny.idToken });
    expect(removed).toMatchObject({ status: 200, body: { phone: null } });
    expect(
      (
        await api('PUT', '/api/account/sms/topics', {
          token: nanny.idToken,
          body: { jobMatches: false, applications: false, offers: true, messages: false },
        })
      ).status,
    ).toBe(409);
  });
});
