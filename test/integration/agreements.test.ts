import { beforeAll, describe, expect, it } from 'vitest';
import {
  agreementRecords,
  removeUnacceptedAgreements,
} from '../../lambdas/core/agreements/agreement-records.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, signIn, type Tokens } from '../support/accounts.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { inbox } from '../support/inbox.js';

/** A caregiver who applied, was offered the job and accepted it, all through the API. */
async function hire(
  job: Record<string, unknown> = {},
  caregiver?: Awaited<ReturnType<typeof liveCaregiver>>,
) {
  const parent = await parentWithPackage();
  const post = await publishedJob(parent.idToken, { position: 'Nanny', ...job });
  const nanny = caregiver ?? (await liveCaregiver('Ruth Banda'));
  expect(
    (await api('POST', `/api/jobs/${post}/applications`, { token: nanny.idToken })).status,
  ).toBe(201);
  const offered = await api('POST', `/api/jobs/${post}/offers`, {
    token: parent.idToken,
    body: { caregiver_id: nanny.uid, message: 'Welcome' },
  });
  expect(offered.status).toBe(201);
  const accepted = await api('PUT', `/api/jobs/${post}/offers/${nanny.uid}`, {
    token: nanny.idToken,
    body: { status: 'accepted' },
  });
  expect(accepted.status).toBe(200);
  return { parent, nanny, post, path: `/api/hires/${post}/${nanny.uid}/agreement` };
}

/** Terms that meet Zambia's sourced minimums: K1,500 a month, 24 days' leave. */
const fair = {
  duties: [1, 2],
  other_duties: 'Walk the dog',
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  start_time: '08:00',
  end_time: '16:00',
  live_in_out: 'live-out',
  start_date: '2027-01-04',
  wage_minor: 150000,
  pay_day: 28,
  leave_days: 24,
  sick_days: 10,
  notice_days: 30,
  trial_days: 30,
  trial_notice_days: 7,
};

type Pair = Awaited<ReturnType<typeof hire>>;
const draft = (pair: Pair, terms: Record<string, unknown>, version?: number) =>
  api('PUT', pair.path, {
    token: pair.parent.idToken,
    body: { terms, ...(version ? { version } : {}) },
  });

let admin: Tokens;
beforeAll(async () => {
  admin = await signIn('admin@demo.test', DEMO_PASSWORD);
});

describe('drafting against the statutory minimums', () => {
  it('refuses a wage below Zambia’s minimum, naming the minimum and its source; nothing is kept', async () => {
    const pair = await hire();
    const low = await draft(pair, { ...fair, wage_minor: 100000 });
    expect(low.status).toBe(400);
    expect(low.body.message).toContain('ZMW 1,300.00');
    expect(low.body.message).toContain('Domestic Workers');
    expect(low.body.fields.wage_minor).toContain('ZMW 1,300.00');
    const read = await api('GET', pair.path, { token: pair.parent.idToken });
    expect(read.status).toBe(200);
    expect(read.body.agreement).toBeNull();
    // The form starts from the job and shows the minimums with their source.
    expect(read.body).toMatchObject({
      position: 'Nanny',
      currency: 'ZMW',
      dutyCount: 4,
      timeZone: 'Africa/Lusaka',
      prefill: { wage_minor: 300000 },
      minimums: { sourced: true, wage: { monthlyMinor: 130000, weeklyHours: 48 } },
    });
    expect(read.body.minimums.wage.source.url).toMatch(/^https:\/\//);
  });

  it('holds part-time hours to the same rate, pro rata', async () => {
    const pair = await hire();
    // 3 days of 4 hours = 12 hours a week: a quarter of 48, so K325.
    const part = {
      ...fair,
      work_days: ['mon', 'wed', 'fri'],
      start_time: '08:00',
      end_time: '12:00',
    };
    const low = await draft(pair, { ...part, wage_minor: 30000 });
    expect(low.status).toBe(400);
    expect(low.body.message).toContain('ZMW 325.00');
    expect(low.body.message).toContain('12 hours');
    expect((await draft(pair, { ...part, wage_minor: 32500 })).status).toBe(200);
  });

  it('refuses paid leave below the minimum, naming it', async () => {
    const pair = await hire();
    const low = await draft(pair, { ...fair, leave_days: 12 });
    expect(low.status).toBe(400);
    expect(low.body.message).toContain('24 days');
    expect(low.body.message).toContain('Employment Code Act');
  });

  it('refuses bad terms with clear messages', async () => {
    const pair = await hire();
    const bad = await draft(pair, { ...fair, end_time: '07:00', pay_day: 32, duties: [9] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'terms.end_time': 'The working day ends after it starts',
      'terms.pay_day': 'The pay day is a day of the month, 1 to 31',
    });
    const unknownDuty = await draft(pair, { ...fair, duties: [5] });
    expect(unknownDuty.status).toBe(400);
    expect(unknownDuty.body.message).toBe('Choose duties from the list for this position');
    const extra = await api('PUT', pair.path, {
      token: pair.parent.idToken,
      body: { terms: { ...fair, wage_currency: 'USD' } },
    });
    expect(extra.status).toBe(400);
  });

  it('allows a country without sourced figures, and says so', async () => {
    const pair = await hire({ currently_in: 'Kenya', region: 'Nairobi', town: 'Nairobi' });
    const made = await draft(pair, { ...fair, wage_minor: 100, leave_days: 0 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.minimums).toMatchObject({ sourced: false, country: 'Kenya', currency: 'KES' });
    expect(made.body.versions[0].terms.currency).toBe('KES');
  });
});

describe('versions, answers and read-only once accepted', () => {
  it('keeps every version in order, with the caregiver’s comment; a stale accept is refused', async () => {
    const pair = await hire();
    const first = await draft(pair, fair);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'proposed', version: 1, side: 'parent' });
    const caregiverToken = pair.nanny.idToken;
    await expect
      .poll(async () => (await inbox(caregiverToken)).map((m) => m.template.name))
      .toContain('agreement');

    // Only the family drafts; only the caregiver answers.
    expect(
      (await api('PUT', pair.path, { token: caregiverToken, body: { terms: fair } })).status,
    ).toBe(403);
    expect(
      (
        await api('POST', `${pair.path}/accept`, {
          token: pair.parent.idToken,
          body: { version: 1 },
        })
      ).status,
    ).toBe(403);

    const asked = await api('POST', `${pair.path}/changes`, {
      token: caregiverToken,
      body: { version: 1, comment: 'Could pay day be the 25th?' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.status).toBe('changes-asked');

    // A revision must name the version it revises.
    expect((await draft(pair, { ...fair, pay_day: 25 })).status).toBe(409);
    const second = await draft(pair, { ...fair, pay_day: 25 }, 1);
    expect(second.status).toBe(200);
    expect(second.body.version).toBe(2);

    // Accepting version 1 now is stale.
    const stale = await api('POST', `${pair.path}/accept`, {
      token: caregiverToken,
      body: { version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed since you read it');

    const accepted = await api('POST', `${pair.path}/accept`, {
      token: caregiverToken,
      body: { version: 2 },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', version: 2 });
    expect(accepted.body.acceptedAt).toBeGreaterThan(0);
    expect(accepted.body.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(accepted.body.versions[0]).toMatchObject({ comment: 'Could pay day be the 25th?' });
    expect(accepted.body.versions[1].terms).toMatchObject({ pay_day: 25, position: 'Nanny' });

    // Read-only from now on.
    const late = await draft(pair, { ...fair, pay_day: 1 }, 2);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This agreement was accepted and can no longer be changed.');
    const again = await api('POST', `${pair.path}/changes`, {
      token: caregiverToken,
      body: { version: 2, comment: 'One more thing' },
    });
    expect(again.status).toBe(409);

    // Both see it in their account.
    for (const token of [pair.parent.idToken, caregiverToken]) {
      const mine = await api('GET', '/api/my/agreements', { token });
      expect(mine.status).toBe(200);
      expect(mine.body.agreements).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ post_id: pair.post, status: 'accepted', version: 2 }),
        ]),
      );
    }
    // Each side's data export holds it, with every version.
    const exported = await api('GET', '/api/account/export', { token: caregiverToken });
    expect(exported.status).toBe(200);
    expect(exported.body.agreements).toEqual([
      expect.objectContaining({
        post_id: pair.post,
        status: 'accepted',
        versions: [
          expect.objectContaining({ version: 1, comment: 'Could pay day be the 25th?' }),
          expect.objectContaining({ version: 2 }),
        ],
      }),
    ]);
    const parentView = (await api('GET', '/api/my/agreements', { token: pair.parent.idToken }))
      .body;
    expect(parentView.agreements[0].other).toMatchObject({
      uid: pair.nanny.uid,
      name: 'Ruth Banda',
    });
  });
});

describe('who may see an agreement', () => {
  it('keeps at most 20 versions: the 21st draft is refused and changes nothing', async () => {
    const pair = await hire();
    for (let version = 1; version <= 20; version++) {
      const sent = await draft(
        pair,
        { ...fair, pay_day: version },
        version > 1 ? version - 1 : undefined,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const refused = await draft(pair, { ...fair, pay_day: 21 }, 20);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This agreement has 20 versions, the most it can have. Settle the terms in your messages first.',
    );
    const read = await api('GET', pair.path, { token: pair.nanny.idToken });
    expect(read.body.agreement).toMatchObject({ status: 'proposed', version: 20 });
    expect(read.body.agreement.versions).toHaveLength(20);
  });

  it('is its two people’s only; an admin sees that it exists, and its terms once reported', async () => {
    const pair = await hire();
    expect((await draft(pair, fair)).status).toBe(200);
    const [otherParent, otherCaregiver] = await Promise.all([
      parentWithPackage(),
      liveCaregiver('Someone Else'),
    ]);
    for (const token of [otherParent.idToken, otherCaregiver.idToken]) {
      expect((await api('GET', pair.path, { token })).status).toBe(404);
      expect(
        (await api('POST', `${pair.path}/changes`, { token, body: { version: 1, comment: 'x' } }))
          .status,
      ).toBeGreaterThanOrEqual(403);
    }
    expect((await draft({ ...pair, parent: otherParent }, fair)).status).toBe(404);
    expect((await api('GET', pair.path)).status).toBe(401);
    expect((await api('GET', '/api/my/agreements')).status).toBe(401);

    const adminPath = `/api/admin/agreements/${pair.post}/${pair.nanny.uid}`;
    expect((await api('GET', adminPath, { token: pair.parent.idToken })).status).toBe(403);
    const seen = await api('GET', adminPath, { token: admin.idToken });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ status: 'proposed', version: 1, reported: false });
    expect(seen.body.versions).toBeUndefined();
    expect(JSON.stringify(seen.body)).not.toContain('Walk the dog');

    // Someone outside the hire cannot report it; one of its people can.
    const report = { kind: 'agreement', post_id: pair.post, uid: pair.nanny.uid, reason: 'Unfair' };
    expect(
      (await api('POST', '/api/reports', { token: otherParent.idToken, body: report })).status,
    ).toBe(404);
    const made = await api('POST', '/api/reports', { token: pair.nanny.idToken, body: report });
    expect(made.status).toBe(201);
    const reported = await api('GET', adminPath, { token: admin.idToken });
    expect(reported.body.reported).toBe(true);
    expect(reported.body.versions[0].terms.other_duties).toBe('Walk the dog');
  });
});

describe('account deletion', () => {
  it('keeps an accepted agreement for the other side, without the deleted person’s name, and removes drafts', async () => {
    const kept = await hire();
    const dropped = await hire({}, kept.nanny);
    expect((await draft(kept, fair)).status).toBe(200);
    expect(
      (
        await api('POST', `${kept.path}/accept`, {
          token: kept.nanny.idToken,
          body: { version: 1 },
        })
      ).status,
    ).toBe(200);
    expect((await draft(dropped, fair)).status).toBe(200);

    const deleted = await api('POST', '/api/account/delete', {
      token: kept.nanny.idToken,
      body: { currentPassword: kept.nanny.password },
    });
    expect(deleted.status).toBe(200);

    const still = await api('GET', kept.path, { token: kept.parent.idToken });
    expect(still.status).toBe(200);
    expect(still.body.agreement).toMatchObject({ status: 'accepted', version: 1 });
    expect(still.body.agreement.caregiver.name).toBe('Caregiver');
    expect(JSON.stringify(still.body)).not.toContain('Ruth Banda');
    expect((await api('GET', dropped.path, { token: dropped.parent.idToken })).status).toBe(404);
    const mine = await api('GET', '/api/my/agreements', { token: dropped.parent.idToken });
    expect(mine.body.agreements).toEqual([]);
  });

  it('keeps every version of an agreement accepted while the other account was being deleted', async () => {
    const pair = await hire();
    expect((await draft(pair, fair)).status).toBe(200);
    expect((await draft(pair, { ...fair, wage_minor: 160000 }, 1)).status).toBe(200);
    // The deletion read the records while version 2 was still a proposal...
    const records = await agreementRecords(pair.parent.uid);
    expect(records.find((a) => a.caregiver_id === pair.nanny.uid)?.status).toBe('proposed');
    // ...and the caregiver accepted before it removed them.
    const accepted = await api('POST', `${pair.path}/accept`, {
      token: pair.nanny.idToken,
      body: { version: 2 },
    });
    expect(accepted.status).toBe(200);
    await removeUnacceptedAgreements(records);
    const still = await api('GET', pair.path, { token: pair.nanny.idToken });
    expect(still.body.agreement).toMatchObject({ status: 'accepted', version: 2 });
    expect(still.body.agreement.versions.map((v: { version: number }) => v.version)).toEqual([
      1, 2,
    ]);
  });
});
