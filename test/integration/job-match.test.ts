import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { tellJobMatch } from '../../lambdas/core/jobs/job-match.js';
import { env } from '../../lambdas/ports/env.js';
import { sendMail } from '../../lambdas/ports/mail.js';
import { api } from '../support/api.js';
import { jobForm, parentWithPackage, publishedJob } from '../support/jobs.js';
import { registerVerified } from '../support/accounts.js';
import { mailTo, waitForMail, type SentMail } from '../support/mail.js';
import { mailQueue } from '../../lambdas/events/queues.js';
import { queueStats } from '../support/queues.js';
import { liveCaregiver } from '../support/profiles.js';

const inBotswana = (region: string, positions = ['Weekend Nanny']) => ({
  basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
  roles: { positions },
});
const about = (id: string) => (mail: SentMail) => (mail.body.text ?? '').includes(`/job/${id}`);

describe('job-match e-mails (spec section 1)', () => {
  it('e-mails the caregivers who fit, once each, and never those who opted out', async () => {
    // Letters only: an unlisted place name with digits stays out of our mail
    // (docs/decisions/mail-and-sms.md).
    const region = `Region ${randomUUID()
      .slice(0, 8)
      .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
    const [fits, optsOut, otherRole, elsewhere] = await Promise.all([
      liveCaregiver('Fits Well', inBotswana(region)),
      liveCaregiver('Opts Out', inBotswana(region)),
      liveCaregiver('Other Role', inBotswana(region, ['Governess'])),
      liveCaregiver('Elsewhere', inBotswana(`${region} North`)),
    ]);
    const parent = await parentWithPackage();
    const job = { position: 'Weekend Nanny', currently_in: 'Botswana', region, town: 'Gaborone' };
    const first = await publishedJob(parent.idToken, job);

    const [mail] = await waitForMail(fits.email, about(first));
    await waitForMail(optsOut.email, about(first));
    expect(mail!.subject).toBe('New Weekend Nanny job in Gaborone');
    expect(mail!.body.text).toContain(
      `A family is looking for a Weekend Nanny in Gaborone, ${region}, Botswana.`,
    );
    for (const person of [otherRole, elsewhere])
      expect((await mailTo(person.email)).filter(about(first))).toEqual([]);

    // The unsubscribe link works without signing in.
    const optOutMail = (await mailTo(optsOut.email)).find(about(first))!;
    const code = /mode=unsubscribe&oobCode=([\w-]+)/.exec(optOutMail.body.text!)![1];
    const unsubscribed = await api('POST', '/api/auth/action', {
      body: { mode: 'unsubscribe', oobCode: code },
    });
    expect(unsubscribed).toMatchObject({
      status: 200,
      body: { message: 'You will no longer receive job e-mails from us.' },
    });
    expect((await api('GET', '/api/me', { token: optsOut.idToken })).body.send_emails).toBe(false);

    // Settings turn them back on (and off) for a signed-in user.
    const back = await api('PUT', '/api/account/preferences', {
      token: fits.idToken,
      body: { send_emails: true },
    });
    expect(back).toMatchObject({
      status: 200,
      body: { message: 'You will receive e-mails about jobs that fit you.' },
    });
    expect(
      (await api('PUT', '/api/account/preferences', { body: { send_emails: true } })).status,
    ).toBe(401);

    const second = await publishedJob(parent.idToken, job);
    await waitForMail(fits.email, about(second));
    expect((await mailTo(optsOut.email)).filter(about(second))).toEqual([]);

    // The queue's message delivered again (SQS is at-least-once) e-mails nobody twice.
    const again = await tellJobMatch(
      { sendMail, appUrl: env('mail').APP_URL, now: Date.now },
      first,
      fits.uid,
    );
    expect(again).toBe('skipped');
    expect((await mailTo(fits.email)).filter(about(first))).toHaveLength(1);

    // Each e-mail has its in-app mail record (spec section 3: to, template, ids, seen).
    const inbox = await db().entities.mail.query.byRecipient({ uid: fits.uid }).go();
    expect(inbox.data.map((record) => record.template.data.post_id).sort()).toEqual(
      [first, second].sort(),
    );
    expect(inbox.data[0]).toMatchObject({
      to: fits.email,
      ids: [fits.uid],
      template: { name: 'job-match' },
      seen: {},
    });
  });

  it('retries a failed send for that person alone', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const [first, second] = await Promise.all([
      liveCaregiver('First Person', inBotswana(region, ['Nanny (Special needs)'])),
      liveCaregiver('Second Person', inBotswana(region, ['Nanny (Special needs)'])),
    ]);
    const parent = await registerVerified('parent');
    const created = await api('POST', '/api/jobs', {
      token: parent.idToken,
      body: jobForm({
        position: 'Nanny (Special needs)',
        currently_in: 'Botswana',
        region,
        town: 'Gaborone',
      }),
    });
    const postId = String(created.body.post_id);
    await db().entities.job.patch({ post_id: postId }).set({ paid: true, live: true }).go();

    // SES refuses the mail to the second person once: that message fails (and SQS delivers it
    // again), the first person is told.
    const ports = (failFor?: string) => ({
      appUrl: env('mail').APP_URL,
      now: Date.now,
      sendMail: async (mail: Parameters<typeof sendMail>[0]) => {
        if (mail.to === failFor) throw new Error('SES throttled');
        await sendMail(mail);
      },
    });
    const tellBoth = (failFor?: string) =>
      Promise.allSettled([first, second].map((p) => tellJobMatch(ports(failFor), postId, p.uid)));
    const firstRun = await tellBoth(second.email);
    expect(firstRun.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    expect((await mailTo(first.email)).filter(about(postId))).toHaveLength(1);
    expect((await mailTo(second.email)).filter(about(postId))).toHaveLength(0);

    // The retry tells only the second person.
    const retry = await tellBoth();
    expect(retry).toEqual([
      { status: 'fulfilled', value: 'skipped' },
      { status: 'fulfilled', value: 'sent' },
    ]);
    expect((await mailTo(first.email)).filter(about(postId))).toHaveLength(1);
    expect((await mailTo(second.email)).filter(about(postId))).toHaveLength(1);
  });

  it('a fan-out to many caregivers goes through the paced mail queue, each told once', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const count = mailQueue.batchSize + 3;
    const people = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        liveCaregiver(`Queued Person ${i}`, inBotswana(region, ['Nanny-Housekeeper'])),
      ),
    );
    const stats = () => queueStats(mailQueue.name);
    const before = await stats();
    const parent = await parentWithPackage();
    const job = {
      position: 'Nanny-Housekeeper',
      currently_in: 'Botswana',
      region,
      town: 'Gaborone',
    };
    const postId = await publishedJob(parent.idToken, job);

    for (const person of people) await waitForMail(person.email, about(postId), 1, 30_000);
    for (const person of people)
      expect((await mailTo(person.email)).filter(about(postId))).toHaveLength(1);
    const after = await stats();
    // Every recipient was one message; batches and concurrency stayed within the queue's.
    expect(after.received - before.received).toBeGreaterThanOrEqual(count);
    expect(after.delivered - before.delivered).toBeGreaterThanOrEqual(count);
    expect(after.largestBatch).toBeLessThanOrEqual(mailQueue.batchSize);
    expect(after.mostInFlight).toBeLessThanOrEqual(mailQueue.maxConcurrency);
  }, 90_000);
});
