import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api, baseUrl } from '../support/api.js';
import { deliveredAt, waitForMail, mailTo } from '../support/mail.js';
import { registerByPhone } from '../support/phone-accounts.js';
import { textsTo, waitForText } from '../support/sms.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { waitForItems } from '../support/poll.js';
import { hiredPair } from '../e2e/hired-pair.js';
import {
  acceptTime,
  lusakaClock,
  proposeTimes,
  slotAhead,
  trialDaysPath,
  type TrialDayAnswer,
} from '../support/trial-days.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const at = (trial: TrialDayAnswer, verb: string) =>
  `${trialDaysPath(trial.post_id, trial.caregiver_id)}/${trial.trial_id}/${verb}`;
const reminders = async (trial: TrialDayAnswer) =>
  (
    await db()
      .entities.trialReminder.query.byTrial({
        post_id: trial.post_id,
        caregiver_id: trial.caregiver_id,
        trial_id: trial.trial_id,
      })
      .go()
  ).data;

describe('trial days of a hire', () => {
  it('goes from proposals through a counter and a move to an accepted day, in Lusaka time', async () => {
    const { parent, nanny, job } = await hiredPair();
    const first = slotAhead(3 * DAY);
    const second = slotAhead(4 * DAY, 6, 'Kabulonga, Lusaka');
    const proposed = await proposeTimes(parent.idToken, job, nanny.uid, [first.time, second.time]);
    expect(proposed).toMatchObject({ status: 'proposed', proposed_by: 'parent' });
    expect(proposed.waiting_on).toBe('caregiver');
    expect(proposed.zone).toBe('Africa/Lusaka');
    // The times typed are Lusaka's clock, not UTC's, and read back so.
    expect(proposed.options.map((o) => o.start)).toEqual([first.at, second.at]);
    expect(proposed.options[0]).toMatchObject({
      day: first.time.date,
      time: first.time.start,
      hours: 4,
    });
    // The place is the family's town unless given.
    expect(proposed.options[0]!.place).not.toBe('');
    expect(proposed.options[1]!.place).toBe('Kabulonga, Lusaka');

    // The caregiver sees it on the hire; the parent cannot accept its own proposal.
    const seen = await api('GET', trialDaysPath(job, nanny.uid), { token: nanny.idToken });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ side: 'caregiver', zone: 'Africa/Lusaka' });
    // The family goes by the name its job is signed with.
    expect(seen.body.other).toEqual({ uid: parent.uid, name: 'Mrs Tembo' });
    expect(seen.body.trialDays).toHaveLength(1);
    const own = await api('PUT', at(proposed, 'accept'), {
      token: parent.idToken,
      body: { option: 0, version: proposed.version },
    });
    expect(own.status).toBe(403);

    // The caregiver proposes another time instead; now the parent answers.
    const other = slotAhead(5 * DAY, 3);
    const countered = await api('PUT', at(proposed, 'times'), {
      token: nanny.idToken,
      body: { times: [other.time], version: proposed.version },
    });
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    const counter = countered.body.trialDay as TrialDayAnswer;
    expect(counter).toMatchObject({ waiting_on: 'parent', proposed_by: 'caregiver' });
    // An answer to the version before the counter is stale.
    const stale = await api('PUT', at(proposed, 'accept'), {
      token: parent.idToken,
      body: { option: 0, version: proposed.version },
    });
    expect(stale.status).toBe(409);
    const accepted = await acceptTime(parent.idToken, counter);
    expect(accepted.status).toBe('accepted');
    expect(accepted.chosen).toMatchObject({ start: other.at, time: other.time.start });
    // Accepted more than a day ahead: both reminders wait, the day before and two hours before.
    expect((await reminders(accepted)).map((r) => [r.kind, r.due]).sort()).toEqual([
      ['day', other.at - DAY],
      ['soon', other.at - 2 * HOUR],
    ]);

    // Moving it takes a reason; then it waits on the other side again, without reminders.
    const later = slotAhead(6 * DAY);
    const noReason = await api('PUT', at(accepted, 'times'), {
      token: nanny.idToken,
      body: { times: [later.time], version: accepted.version },
    });
    expect(noReason.status).toBe(400);
    const moved = await api('PUT', at(accepted, 'times'), {
      token: nanny.idToken,
      body: { times: [later.time], version: accepted.version, reason: 'My mother is ill' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const move = moved.body.trialDay as TrialDayAnswer;
    expect(move).toMatchObject({
      status: 'proposed',
      waiting_on: 'parent',
      reason: 'My mother is ill',
      chosen: null,
    });
    expect(await reminders(move)).toEqual([]);
    const again = await acceptTime(parent.idToken, move);
    expect(again.chosen?.start).toBe(later.at);

    // Cancelling takes a reason too, removes the reminders, and ends it.
    const cancelled = await api('PUT', at(again, 'cancel'), {
      token: parent.idToken,
      body: { reason: 'We found someone closer', version: again.version },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.trialDay).toMatchObject({ status: 'cancelled', reason_by: 'parent' });
    expect(await reminders(again)).toEqual([]);
    const late = await api('PUT', at(again, 'accept'), {
      token: nanny.idToken,
      body: { option: 0, version: cancelled.body.trialDay.version },
    });
    expect(late.status).toBe(409);

    // Each side's list: the cancelled day is past.
    const mine = await api('GET', '/api/my/trial-days', { token: nanny.idToken });
    expect(mine.status).toBe(200);
    const ids = (list: TrialDayAnswer[]) => list.map((t) => t.trial_id);
    expect(ids(mine.body.past)).toContain(again.trial_id);
    expect(ids(mine.body.upcoming)).not.toContain(again.trial_id);

    // Both people's data exports hold it.
    for (const person of [parent, nanny]) {
      const exported = await api('GET', '/api/account/export', { token: person.idToken });
      expect(exported.status).toBe(200);
      expect(ids(exported.body.trialDays)).toEqual([again.trial_id]);
    }
  });

  it('tells the other person of each change, in the inbox and by e-mail, on Lusaka time', async () => {
    const { parent, nanny, job } = await hiredPair();
    const hirePage = `/hires/${job}/${nanny.uid}`;
    const trialNotices = async (token: string) => {
      const inbox = await api('GET', '/api/inbox', { token });
      expect(inbox.status).toBe(200);
      return (inbox.body.mail as { template: { name: string; data: Record<string, unknown> } }[])
        .filter((m) => m.template.name === 'trial-day')
        .map((m) => m.template.data);
    };
    const written = (at: number) => {
      const clock = lusakaClock(at);
      return `${clock.date} ${clock.start}`;
    };

    // The family proposes: the caregiver is told, with the time on Lusaka's clock.
    const slot = slotAhead(3 * DAY + 30 * 60_000);
    const proposed = await proposeTimes(parent.idToken, job, nanny.uid, [slot.time]);
    expect(await trialNotices(nanny.idToken)).toEqual([
      expect.objectContaining({
        event: 'proposed',
        name: 'Mrs Tembo',
        times: written(slot.at),
        zone: 'Africa/Lusaka',
        hire: hirePage,
      }),
    ]);
    const [proposal] = await waitForMail(nanny.email, (m) =>
      m.subject.includes('proposed a trial day'),
    );
    expect(proposal!.subject).toContain('Mrs Tembo');
    expect(proposal!.body.text).toContain(written(slot.at));
    expect(proposal!.body.text).toContain('Africa/Lusaka');
    expect(proposal!.body.text).toContain(hirePage);

    // The caregiver accepts: the family is told the time, in Lusaka with the zone named.
    const accepted = await acceptTime(nanny.idToken, proposed);
    const [acceptance] = await waitForMail(parent.email, (m) =>
      m.subject.includes('accepted the trial day'),
    );
    expect(acceptance!.subject).toContain(
      `Grace Mulenga accepted the trial day: ${written(slot.at)}`,
    );
    expect(acceptance!.body.text).toContain(`${written(slot.at)} (Africa/Lusaka time)`);
    expect(acceptance!.body.text).toContain(hirePage);

    // The family moves it with a reason: the caregiver reads the reason and the new time.
    const later = slotAhead(4 * DAY);
    const moved = await api('PUT', at(accepted, 'times'), {
      token: parent.idToken,
      body: { times: [later.time], version: accepted.version, reason: 'Our car broke down' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [move] = await waitForMail(nanny.email, (m) => m.subject.includes('moved the trial day'));
    expect(move!.body.text).toContain('Our car broke down');
    expect(move!.body.text).toContain(written(later.at));

    // The caregiver cancels with a reason: the family is told why.
    const cancelled = await api('PUT', at(accepted, 'cancel'), {
      token: nanny.idToken,
      body: { reason: 'I took another job', version: moved.body.trialDay.version },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [cancel] = await waitForMail(parent.email, (m) =>
      m.subject.includes('cancelled the trial day'),
    );
    expect(cancel!.body.text).toContain('I took another job');

    // Each hears of the other's changes only, never of their own.
    const events = async (token: string) =>
      (await trialNotices(token)).map((data) => data.event).sort();
    expect(await events(nanny.idToken)).toEqual(['moved', 'proposed']);
    expect(await events(parent.idToken)).toEqual(['accepted', 'cancelled']);
    const told = await trialNotices(parent.idToken);
    expect(told.find((data) => data.event === 'accepted')).toMatchObject({
      name: 'Grace Mulenga',
      time: written(slot.at),
      zone: 'Africa/Lusaka',
    });
    expect(told.find((data) => data.event === 'cancelled')).toMatchObject({
      reason: 'I took another job',
    });
  });

  it('refuses past and far times, bad input, and people outside the hire', async () => {
    const { parent, nanny, job } = await hiredPair();
    const path = trialDaysPath(job, nanny.uid);
    const propose = (token: string, times: unknown) =>
      api('POST', path, { token, body: { times } });
    const past = slotAhead(-2 * HOUR).time;
    expect((await propose(parent.idToken, [past])).status).toBe(400);
    expect((await propose(parent.idToken, [slotAhead(91 * DAY).time])).status).toBe(400);
    expect((await propose(parent.idToken, [slotAhead(DAY, 13).time])).status).toBe(400);
    const four = [1, 2, 3, 4].map((n) => slotAhead(n * DAY).time);
    expect((await propose(parent.idToken, four)).status).toBe(400);
    expect((await propose(parent.idToken, [])).status).toBe(400);
    const unknown = await api('POST', path, {
      token: parent.idToken,
      body: { times: [slotAhead(DAY).time], extra: 1 },
    });
    expect(unknown.status).toBe(400);
    const badDay = { ...slotAhead(DAY).time, date: '2026-02-30' };
    expect((await propose(parent.idToken, [badDay])).status).toBe(400);

    // Strangers hear "not found": another family, and a caregiver of no hire here.
    const stranger = await parentWithPackage();
    const outsider = await registerByPhone('childcarer');
    const trial = await proposeTimes(parent.idToken, job, nanny.uid, [slotAhead(DAY).time]);
    for (const token of [stranger.idToken, outsider.idToken]) {
      expect((await api('GET', path, { token })).status).toBe(404);
      expect((await propose(token, [slotAhead(DAY).time])).status).toBe(404);
      const accept = await api('PUT', at(trial, 'accept'), {
        token,
        body: { option: 0, version: trial.version },
      });
      expect(accept.status).toBe(404);
    }
    // A job that is not theirs with the right caregiver is no hire either.
    const otherJob = await publishedJob(stranger.idToken);
    const wrong = await api('GET', trialDaysPath(otherJob, nanny.uid), { token: nanny.idToken });
    expect(wrong.status).toBe(404);
    // Nothing after the day may be said before it starts.
    const early = await api('PUT', at(trial, 'happened'), {
      token: nanny.idToken,
      body: { happened: true },
    });
    expect(early.status).toBe(409);
  });

  it('lets exactly one of two accepts at once win', async () => {
    const { parent, nanny, job } = await hiredPair();
    const trial = await proposeTimes(parent.idToken, job, nanny.uid, [
      slotAhead(2 * DAY).time,
      slotAhead(3 * DAY).time,
    ]);
    const answers = await Promise.all(
      [0, 1].map((option) =>
        api('PUT', at(trial, 'accept'), {
          token: nanny.idToken,
          body: { option, version: trial.version },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { body } = await api('GET', trialDaysPath(job, nanny.uid), { token: parent.idToken });
    expect(body.trialDays[0]).toMatchObject({ status: 'accepted', version: 1 });
    // Only the winner's reminders are there (days ahead: the day before and two hours before).
    expect(await reminders(trial)).toHaveLength(2);
  });

  it('reminds both people once, by e-mail and by text, naming the time in Lusaka', async () => {
    const parent = await parentWithPackage();
    const job = await publishedJob(parent.idToken, { contact: 'Mrs Zulu', position: 'Nanny' });
    // A caregiver who joined by phone only: texts are how she hears of anything.
    const phone = await registerByPhone('childcarer');
    const offered = await api('POST', `/api/jobs/${job}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: phone.uid, message: '' },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const answered = await api('PUT', `/api/jobs/${job}/offers/${phone.uid}`, {
      token: phone.idToken,
      body: { status: 'accepted' },
    });
    expect(answered.status).toBe(200);
    // About 90 minutes ahead: the two-hours-before reminder is due at once, the day-before
    // one is skipped.
    const slot = slotAhead(90 * 60_000, 3, 'Chelston, Lusaka');
    const trial = await proposeTimes(phone.idToken, job, phone.uid, [slot.time]);
    const textsBefore = (await textsTo(phone.number.e164)).length;
    const accepted = await acceptTime(parent.idToken, trial);
    const { date, start: time } = lusakaClock(slot.at);
    const written = `${date} ${time}`;

    const [mail] = await waitForMail(parent.email, (m) => m.subject.includes('Trial day'));
    expect(mail!.subject).toContain(written);
    expect(mail!.body.text).toContain('Africa/Lusaka');
    expect(mail!.body.text).toContain('Chelston, Lusaka');
    expect(mail!.body.text).toContain(`/hires/${job}/${phone.uid}`);
    const [text] = await waitForText(
      phone.number.e164,
      (t) => t.body.includes('Trial day'),
      1,
      30_000,
    );
    expect(text!.body).toContain(written);
    expect(text!.body).toContain('Mrs Zulu');
    // The reminder is gone once sent; a few more runs of the job send nothing more.
    await waitForItems(
      async () => ((await reminders(accepted)).length === 0 ? [true] : []),
      Boolean,
      { what: 'the reminder claimed' },
    );
    const runs = Date.now() + 7_000;
    await waitForItems(async () => (Date.now() > runs ? [true] : []), Boolean, {
      timeoutMs: 10_000,
      what: 'two more runs of the reminder job',
    });
    await deliveredAt(baseUrl());
    const mails = (await mailTo(parent.email)).filter((m) => m.subject.includes('Trial day'));
    expect(mails).toHaveLength(1);
    const texts = (await textsTo(phone.number.e164)).filter((t) => t.body.includes('Trial day'));
    expect(texts).toHaveLength(1);
    // The reminder and the notice that the family accepted: two texts, no more.
    await waitForText(phone.number.e164, (t) => t.body.includes('accepted the trial day'));
    expect((await textsTo(phone.number.e164)).length).toBe(textsBefore + 2);
    // Both also have it in their in-app inbox, once.
    for (const uid of [parent.uid, phone.uid]) {
      const { data } = await db().entities.mail.query.byRecipient({ uid }).go({ pages: 'all' });
      expect(data.filter((m) => m.template.name === 'trial-day-reminder')).toHaveLength(1);
    }
    // Upcoming for both.
    const mine = await api('GET', '/api/my/trial-days', { token: parent.idToken });
    expect(mine.body.upcoming.map((t: TrialDayAnswer) => t.trial_id)).toContain(trial.trial_id);
    expect(mine.body.upcoming[0].chosen.time).toBe(time);
  });

  it('after its start, both say whether it happened, the family decides, and a no-show is reported', async () => {
    const { parent, nanny, job } = await hiredPair();
    // Times are typed to the minute: the nearest whole minute at least 8 s ahead (time to
    // propose and accept it), which the test then waits for by asking the API, up to a minute.
    const slot = slotAhead(8_000, 2);
    const trial = await proposeTimes(nanny.idToken, job, nanny.uid, [slot.time]);
    const accepted = await acceptTime(parent.idToken, trial);
    const happened = (token: string, value: boolean) =>
      api('PUT', at(accepted, 'happened'), { token, body: { happened: value } });
    await waitForItems(
      async () => {
        const answer = await happened(nanny.idToken, true);
        if (answer.status !== 409) expect(answer.status).toBe(200);
        return answer.status === 200 ? [answer] : [];
      },
      Boolean,
      { timeoutMs: 75_000, what: 'the trial day to start' },
    );
    expect((await happened(nanny.idToken, false)).status).toBe(409);
    const parentSaid = await happened(parent.idToken, false);
    expect(parentSaid.status).toBe(200);
    expect(parentSaid.body.trialDay).toMatchObject({
      parent_happened: false,
      caregiver_happened: true,
      begun: true,
    });
    // A begun day is no longer moved or cancelled.
    const cancel = await api('PUT', at(accepted, 'cancel'), {
      token: parent.idToken,
      body: { reason: 'Too late', version: accepted.version },
    });
    expect(cancel.status).toBe(409);
    // Only the family decides whether to go on, once.
    const caregiverDecides = await api('PUT', at(accepted, 'decision'), {
      token: nanny.idToken,
      body: { go_on: true },
    });
    expect(caregiverDecides.status).toBe(403);
    const decided = await api('PUT', at(accepted, 'decision'), {
      token: parent.idToken,
      body: { go_on: false },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.trialDay.go_on).toBe(false);
    expect(
      (await api('PUT', at(accepted, 'decision'), { token: parent.idToken, body: { go_on: true } }))
        .status,
    ).toBe(409);
    // The family reports that it did not happen: a report about the caregiver, once.
    const report = (token: string) =>
      api('POST', at(accepted, 'report'), { token, body: { reason: 'She never came' } });
    const reported = await report(parent.idToken);
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(reported.body.trialDay.reported).toBe(true);
    expect((await report(parent.idToken)).status).toBe(409);
    const { data } = await db()
      .entities.report.query.byTarget({ kind: 'user', target: nanny.uid })
      .go();
    expect(data).toHaveLength(1);
    expect(data[0]!.reason).toContain('She never came');
    expect(data[0]!.reason).toContain(`${slot.time.date} ${slot.time.start}`);
  }, 120_000);
});
