import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { entitlements } from '../../lambdas/core/payments/entitlements.js';
import { dayInZone, instantInZone } from '../../lambdas/core/reference/time-zone.js';
import { api, baseUrl } from '../support/api.js';
import { deliveredAt, mailTo, waitForMail } from '../support/mail.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { registerByPhone } from '../support/phone-accounts.js';
import { waitForItems } from '../support/poll.js';
import { liveCaregiver } from '../support/profiles.js';
import { textsTo, waitForText } from '../support/sms.js';

const ZONE = 'Africa/Lusaka';
const DAY = 86_400_000;

/** Terms that meet Zambia's sourced minimums (K1,500 a month), paid on `payDay`. */
const terms = (payDay: number) => ({
  duties: [1, 2],
  other_duties: '',
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  start_time: '08:00',
  end_time: '16:00',
  live_in_out: 'live-out',
  start_date: '2026-01-05',
  wage_minor: 150000,
  pay_day: payDay,
  leave_days: 24,
  sick_days: 10,
  notice_days: 30,
  trial_days: 30,
  trial_notice_days: 7,
});

/** A hire whose agreement (paid on `payDay`) the caregiver accepted, all through the API. */
async function agreedHire(parentToken: string, payDay: number) {
  const post = await publishedJob(parentToken, { contact: 'Mrs Phiri', position: 'Nanny' });
  const nanny = await liveCaregiver('Agnes Tembo');
  const call = (method: string, path: string, token: string, body?: unknown) =>
    api(method, path, { token, body });
  expect((await call('POST', `/api/jobs/${post}/applications`, nanny.idToken)).status).toBe(201);
  const offer = { caregiver_id: nanny.uid, message: 'Welcome' };
  expect((await call('POST', `/api/jobs/${post}/offers`, parentToken, offer)).status).toBe(201);
  const answer = { status: 'accepted' };
  expect(
    (await call('PUT', `/api/jobs/${post}/offers/${nanny.uid}`, nanny.idToken, answer)).status,
  ).toBe(200);
  const path = `/api/hires/${post}/${nanny.uid}/agreement`;
  const drafted = await call('PUT', path, parentToken, { terms: terms(payDay) });
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
  const accepted = await call('POST', `${path}/accept`, nanny.idToken, { version: 1 });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { post, nanny };
}

const remindersOf = async (post: string, caregiverId: string) =>
  (
    await db()
      .entities.payDayReminder.query.byHire({ post_id: post, caregiver_id: caregiverId })
      .go()
  ).data;

/** The day of the month (1-31) it is in Lusaka `ahead` ms from now, and that day. */
const lusakaDay = (ahead = 0) => {
  const day = dayInZone(ZONE, Date.now() + ahead);
  return { day, date: Number(day.slice(8, 10)), period: day.slice(0, 7) };
};

/**
 * A reminder due later today (before 08:00 in Lusaka) or tomorrow is moved to now, so the test
 * need not wait for the clock: the item is what the job reads, due is all it checks.
 */
async function dueNow(reminder: { post_id: string; caregiver_id: string; period: string }) {
  const entity = db().entities.payDayReminder;
  const { data } = await entity.get(reminder).go();
  await entity.delete(reminder).go();
  await entity.put({ ...data!, due: Date.now() - 1000 }).go();
}

describe('pay-day reminders', () => {
  it('reminds the parent once by e-mail at 08:00 in Lusaka on pay day, then next month; deletion drops them', async () => {
    const parent = await parentWithPackage();
    const today = lusakaDay();
    const { post, nanny } = await agreedHire(parent.idToken, today.date);
    // Written with the acceptance: this month's, 08:00 on Lusaka's clock on pay day.
    const [first] = await remindersOf(post, nanny.uid);
    expect(first).toMatchObject({
      parent_id: parent.uid,
      period: today.period,
      due: instantInZone(ZONE, today.day, '08:00'),
    });
    if (first!.due > Date.now()) await dueNow(first!);

    const [mail] = await waitForMail(parent.email, (m) => m.subject.includes('is due today'));
    expect(mail!.subject).toContain('Agnes Tembo');
    expect(mail!.subject).toContain(today.period);
    expect(mail!.body.text).toContain('ZMW 1,500.00');
    expect(mail!.body.text).toContain(`/hires/${post}/${nanny.uid}`);
    // Claimed: this month's is gone, next month's waits at 08:00 on its pay day.
    const next = await waitForItems(
      async () => remindersOf(post, nanny.uid),
      (r) => r.period !== today.period,
      { what: "next month's reminder" },
    );
    expect(next).toHaveLength(1);
    expect(next[0]!.due).toBeGreaterThan(Date.now() + 20 * DAY);
    expect(await remindersOf(post, nanny.uid)).toHaveLength(1);
    // A few more runs of the job send nothing more: one mail, one notice.
    const runs = Date.now() + 7_000;
    await waitForItems(async () => (Date.now() > runs ? [true] : []), Boolean, {
      timeoutMs: 10_000,
      what: 'two more runs of the reminder job',
    });
    await deliveredAt(baseUrl());
    const mails = (await mailTo(parent.email)).filter((m) => m.subject.includes('is due today'));
    expect(mails).toHaveLength(1);
    const notices = async () =>
      (
        await db().entities.mail.query.byRecipient({ uid: parent.uid }).go({ pages: 'all' })
      ).data.filter((m) => m.template.name === 'pay-day');
    expect(await notices()).toHaveLength(1);

    // The caregiver deletes her account: the hire's reminders go, and the parent's notice no
    // longer names her, links to her or says her wage.
    const deleted = await api('POST', '/api/account/delete', {
      token: nanny.idToken,
      body: { currentPassword: nanny.password },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await expect
      .poll(async () => (await remindersOf(post, nanny.uid)).length, { timeout: 60_000 })
      .toBe(0);
    await expect
      .poll(async () => (await notices())[0]?.template.data, { timeout: 60_000, interval: 1000 })
      .toEqual({ post_id: post, position: 'Nanny', period: today.period });
  }, 180_000);

  it('texts a parent who joined by phone, on the next pay day only', async () => {
    const phone = await registerByPhone('parent');
    await entitlements.grant(phone.uid, 'parent', Date.now() + 30 * DAY);
    const tomorrow = lusakaDay(DAY);
    const { post, nanny } = await agreedHire(phone.idToken, tomorrow.date);
    // Pay day is tomorrow: nothing today, the reminder waits for 08:00 tomorrow.
    const [waiting] = await remindersOf(post, nanny.uid);
    expect(waiting).toMatchObject({
      period: tomorrow.period,
      due: instantInZone(ZONE, tomorrow.day, '08:00'),
    });
    const before = await textsTo(phone.number.e164);
    expect(before.filter((t) => t.body.includes('is due today'))).toEqual([]);

    await dueNow(waiting!);
    const [text] = await waitForText(
      phone.number.e164,
      (t) => t.body.includes('is due today'),
      1,
      30_000,
    );
    expect(text!.body).toContain('Agnes Tembo');
    expect(text!.body).toContain(`/hires/${post}/${nanny.uid}`);
    await waitForItems(
      async () => remindersOf(post, nanny.uid),
      (r) => r.period !== tomorrow.period,
      { what: "next month's reminder" },
    );
    const texts = (await textsTo(phone.number.e164)).filter((t) => t.body.includes('is due today'));
    expect(texts).toHaveLength(1);
  }, 120_000);
});
