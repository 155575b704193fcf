import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { buyAndPay } from '../support/checkout.js';
import { comment, like, uploadPostFile, writePost } from '../support/community.js';
import { openConversation } from '../support/conversations.js';
import { inbox } from '../support/inbox.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { waitForMail } from '../support/mail.js';
import { liveCaregiver, realPdf, realPng, upload } from '../support/profiles.js';
import { textsOn } from '../support/sms.js';
import { filesNamed, itemsHolding } from '../support/table-scan.js';
import { acceptTime, proposeTimes, slotAhead } from '../support/trial-days.js';

type Person = Awaited<ReturnType<typeof registerVerified>>;

const word = () =>
  Array.from({ length: 9 }, (_, at) => String.fromCharCode((at ? 97 : 65) + randomInt(26))).join(
    '',
  );
/** A Zambian mobile number as a profile holds it, unique to this run. */
const uniquePhone = () => `97${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

const post = (token: string, path: string, body?: unknown) => api('POST', path, { token, body });

/** The person's own words everywhere a feature lets them write them. */
const contactUs = (person: Person, name: string, phone: string) =>
  api('POST', '/api/contact', {
    body: {
      name,
      email: person.email,
      subject: 'My account',
      message: `Please call me on ${phone}`,
    },
  });

/**
 * The person deletes their account; then no item of the whole table holds their uid, e-mail,
 * name or phone (any attribute, keys included), and no stored file is theirs. The last pass of
 * a deletion runs once requests under way have ended (30 s), so this waits for it.
 */
async function expectErasedAfterDeletion(person: Person, needles: string[]) {
  const before = await itemsHolding(needles);
  // The account really used the product: its traces are all over the table.
  expect(before.length).toBeGreaterThan(20);
  expect(await filesNamed(person.uid)).not.toEqual([]);

  const deleted = await post(person.idToken, '/api/account/delete', {
    currentPassword: person.password,
  });
  expect(deleted.status).toBe(200);
  // The old token, kept by an attacker, writes to the community and files a report: whether refused
  // or accepted, what it wrote must not survive the deletion
  // (docs/decisions/accounts-and-sessions.md, "Posts and reports only while their author's account
  // lives").
  await post(person.idToken, '/api/posts', { title: 'Still here', info: 'After deletion' });
  await post(person.idToken, '/api/reports', {
    kind: 'user',
    uid: person.uid,
    reason: 'Written after deletion',
  });

  await expect.poll(() => itemsHolding(needles), { timeout: 60_000, interval: 1000 }).toEqual([]);
  expect(await filesNamed(person.uid)).toEqual([]);
}

describe('account deletion erases the person everywhere', () => {
  it('a caregiver who used every feature leaves no uid, e-mail, name or phone behind', async () => {
    const institution = await registerVerified('institution');
    const surname = word();
    const fullname = `Erasa ${surname}`;
    const phone = uniquePhone();
    const region = `Region ${word()}`;
    const place = { currently_in: 'Botswana', region, town: 'Gaborone' };
    const leaver = await liveCaregiver(fullname, {
      basics: { surname, phone, ...place },
      roles: { positions: ['Nanny'] },
      referrer: institution.uid,
    });
    const token = leaver.idToken;

    // A photo, and police and medical clearances waiting for an admin's review.
    const photo = await upload(token, 'photo', realPng, 'me.png', { contentType: 'image/png' });
    expect(photo.status).toBe(200);
    for (const kind of ['police', 'medical'])
      expect((await upload(token, kind, realPdf, `${kind}.pdf`, { consent: true })).status).toBe(
        200,
      );
    await textsOn(token, { offers: true });

    // A family's job e-mailed to them (an unsubscribe link), applied to; a contact; an offer
    // accepted, reviews both ways; a conversation.
    const family = await parentWithPackage();
    const applied = await publishedJob(family.idToken, { position: 'Nanny', ...place });
    await waitForMail(leaver.email, (mail) => (mail.body.text ?? '').includes('unsubscribe'));
    expect((await post(token, `/api/jobs/${applied}/applications`)).status).toBe(201);
    const contacted = await post(family.idToken, `/api/caregivers/${leaver.uid}/contact`, {
      message: 'Are you free in March?',
    });
    expect(contacted.status).toBe(200);
    const hired = await publishedJob(family.idToken, { position: 'Nanny', ...place });
    const offer = { caregiver_id: leaver.uid, message: 'Welcome' };
    expect((await post(family.idToken, `/api/jobs/${hired}/offers`, offer)).status).toBe(201);
    const accepted = await api('PUT', `/api/jobs/${hired}/offers/${leaver.uid}`, {
      token,
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    const review = { post_id: hired, caregiver_id: leaver.uid, stars: 5, text: 'Lovely family' };
    expect((await post(token, '/api/reviews', review)).status).toBe(201);
    const aboutThem = { ...review, text: `${fullname} was great` };
    expect((await post(family.idToken, '/api/reviews', aboutThem)).status).toBe(201);
    // A trial day of that hire, its place in their words, accepted (its reminders wait).
    const trial = await proposeTimes(token, hired, leaver.uid, [
      slotAhead(3 * 24 * 3_600_000, 4, `${fullname}'s bus stop`).time,
    ]);
    await acceptTime(family.idToken, trial);
    const opened = await openConversation(family.idToken, leaver.uid);
    const conversation = String(opened.body.conversation.id);
    for (const [who, body] of [
      [family.idToken, 'Hello'],
      [token, `Call me on ${phone}`],
    ] as const)
      expect(
        (await post(who, `/api/conversations/${conversation}/messages`, { body })).status,
      ).toBe(201);

    // The community: their post with a family's comment, their comment, like and report.
    const theirs = await writePost(token, { title: `Hi from ${surname}`, info: 'New here' });
    expect((await comment(family.idToken, theirs.post_id, 'Welcome!')).status).toBe(201);
    const familyPost = await writePost(family.idToken);
    expect((await comment(token, familyPost.post_id, `Ask ${fullname}`)).status).toBe(201);
    expect((await like(token, familyPost.post_id)).status).toBe(200);
    const report = { kind: 'post', post_id: familyPost.post_id, reason: 'Spam' };
    expect((await post(token, '/api/reports', report)).status).toBe(201);
    const aboutUser = { kind: 'user', uid: leaver.uid, reason: 'Rude' };
    expect((await post(family.idToken, '/api/reports', aboutUser)).status).toBe(201);

    // The contact page, a featured week paid for (an order, the referrer's commission), a view.
    expect((await contactUs(leaver, fullname, phone)).status).toBe(200);
    expect((await buyAndPay(leaver, 'featured-1w')).status).toBe('COMPLETED');
    expect((await api('GET', `/api/profiles/${leaver.uid}`)).status).toBe(200);

    await expectErasedAfterDeletion(leaver, [leaver.uid, leaver.email, surname, phone]);

    // What others wrote and own stays: the family's jobs and post, the referrer's commission,
    // and the family's inbox (the notices no longer name the caregiver).
    expect((await api('GET', `/api/jobs/${hired}`, { token: family.idToken })).status).toBe(200);
    expect((await api('GET', `/api/posts/${familyPost.post_id}`)).status).toBe(200);
    const referrals = await api('GET', '/api/referrals', { token: institution.idToken });
    expect(referrals.body.earnings).toEqual([{ currency: 'USD', earnedMinor: 15 }]);
    expect(referrals.body.referrals).toEqual([
      expect.objectContaining({ status: true, commission: expect.any(Object) }),
    ]);
    const notices = (await inbox(family.idToken)).map((mail) => mail.template.name);
    expect(notices).toEqual(expect.arrayContaining(['application', 'offer-answer']));
  }, 180_000);

  it('a parent who posted, contacted, offered, paid and wrote leaves nothing behind', async () => {
    // Parents keep no profile: their name is what they sign jobs with.
    const surname = word();
    const fullname = `Erasa ${surname}`;
    const leaver = await parentWithPackage();
    const token = leaver.idToken;
    const phone = (await textsOn(token, { applications: true })).replace('+260', '');
    const nanny = await liveCaregiver();
    const job = await publishedJob(token, { contact: fullname, email: leaver.email });
    const contacted = await post(token, `/api/caregivers/${nanny.uid}/contact`, {
      message: `Ring ${phone}`,
    });
    expect(contacted.status).toBe(200);
    const offer = { caregiver_id: nanny.uid, message: `From ${fullname}` };
    expect((await post(token, `/api/jobs/${job}/offers`, offer)).status).toBe(201);
    const opened = await openConversation(token, nanny.uid);
    const conversation = String(opened.body.conversation.id);
    const sent = await post(token, `/api/conversations/${conversation}/messages`, {
      body: `This is ${fullname}`,
    });
    expect(sent.status).toBe(201);
    const photo = await uploadPostFile(token, 'photo', realPng, 'kids.png', 'image/png');
    const theirs = await writePost(token, { title: `${surname} asks`, info: 'Tips?', photo });
    expect((await comment(nanny.idToken, theirs.post_id, 'Yes')).status).toBe(201);
    expect((await contactUs(leaver, fullname, phone)).status).toBe(200);
    expect((await buyAndPay(leaver, 'parent-1m')).status).toBe('COMPLETED');

    await expectErasedAfterDeletion(leaver, [leaver.uid, leaver.email, surname, phone]);

    // The caregiver keeps the notices they were sent, without the parent's details.
    const notices = (await inbox(nanny.idToken)).map((mail) => mail.template.name);
    expect(notices).toEqual(expect.arrayContaining(['contact', 'offer']));
  }, 180_000);
});
