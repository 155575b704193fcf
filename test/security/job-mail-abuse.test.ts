import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { api } from '../support/api.js';
import { jobForm, parentWithPackage, publishedJob } from '../support/jobs.js';
import { clearOfWindowEdge, EDGE_MARGIN_MS, expectRefusal, fill } from '../support/limits.js';
import { mailTo, type SentMail } from '../support/mail.js';
import { waitForItems } from '../support/poll.js';
import { liveCaregiver } from '../support/profiles.js';

/**
 * Job-match e-mails can no longer be multiplied or used to carry a poster's
 * words. Posting is limited per parent, a caregiver gets a bounded number of job e-mails a day
 * (the rest reach the inbox in the app), and the mail says only what the platform itself
 * checked: the position, a listed place, the start date and a link.
 */
const SCAM = 'WhatsApp +000 to claim your prize';
const HOURS = 'Call 0977 000 000 now';

beforeEach(clearOfWindowEdge, EDGE_MARGIN_MS + 5000);

/** A region nobody else's test uses, in a country whose regions we do not list. */
const freshPlace = () => ({
  currently_in: 'Botswana',
  region: `Region ${randomUUID().slice(0, 8)}`,
  town: 'Gaborone',
});

describe('posting jobs', () => {
  it(`${rateLimits['job-posts'].limit} jobs a day per parent, then 429 and no job`, async () => {
    const parent = await parentWithPackage();
    const { limit, windowSeconds } = rateLimits['job-posts'];
    const place = freshPlace();
    await fill(limit, () =>
      api('POST', '/api/jobs', { token: parent.idToken, body: jobForm(place) }),
    );
    const refused = await api('POST', '/api/jobs', {
      token: parent.idToken,
      body: jobForm({ ...place, contact: 'One Too Many' }),
    });
    expectRefusal(refused, windowSeconds);
    const mine = await api('GET', '/api/my/jobs', { token: parent.idToken });
    expect(JSON.stringify(mine.body)).not.toContain('One Too Many');
    const { data } = await db().entities.job.query.byUser({ user_id: parent.uid }).go();
    expect(data).toHaveLength(limit);
  });
});

describe('job-match e-mails', () => {
  it(`at most ${rateLimits['job-match-mails'].limit} a day per caregiver; the rest reach the inbox only`, async () => {
    const place = freshPlace();
    const nanny = await liveCaregiver('Daily Bound', {
      basics: place,
      roles: { positions: ['Weekend Nanny'] },
    });
    const parent = await parentWithPackage();
    const { limit } = rateLimits['job-match-mails'];
    const posted: string[] = [];
    for (let i = 0; i <= limit; i++)
      posted.push(
        await publishedJob(parent.idToken, {
          ...place,
          position: 'Weekend Nanny',
          salary: SCAM,
          hours: HOURS,
          info: `Visit https://scam.example.test or call +000 ${i}`,
        }),
      );
    // Every job reaches the inbox in the app (the notice is written after the e-mail step).
    const notices = await waitForItems(
      async () => (await db().entities.mail.query.byRecipient({ uid: nanny.uid }).go()).data,
      (record) => posted.includes(String(record.template.data.post_id)),
      { count: posted.length, what: 'job-match notices' },
    );
    expect(notices).toHaveLength(limit + 1);
    const about = (mail: SentMail) => posted.some((id) => mail.body.text?.includes(`/job/${id}`));
    const mails = (await mailTo(nanny.email)).filter(about);
    expect(mails).toHaveLength(limit);

    // Only what the platform checked: no pay, hours, description or unlisted region.
    for (const mail of mails) {
      const said = `${mail.subject}\n${mail.body.text}\n${mail.body.html}`;
      for (const words of [SCAM, HOURS, '+000', '0977', 'scam.example', place.region])
        expect(said).not.toContain(words);
      expect(mail.subject).toBe('New Weekend Nanny job in Gaborone');
      expect(mail.body.text).toContain(
        'A family is looking for a Weekend Nanny in Gaborone, Botswana.',
      );
    }
  }, 60_000);
});
