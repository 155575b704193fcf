import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm } from '../support/jobs.js';
import { realPdf, sendToPresignedPost } from '../support/profiles.js';
import { startFaultStack, type Answer, type FaultStack } from '../support/fault-stack.js';
import { passwordSignIn } from '../support/cognito-sign-in.js';
import { waitForItems } from '../support/poll.js';

/**
 * Faults on a stack of its own (docs/decisions/deploying-and-aws.md, "Faults"): its handlers reach
 * DynamoDB, S3 and SES through proxies the test cuts, restores and slows down. No assertion
 * compares wall-clock times: every call carries a client timeout equal to the API's budget (the
 * Lambda timeout), and a call that hit it is a hang.
 */
let stack: FaultStack;
beforeAll(async () => {
  stack = await startFaultStack();
}, 120_000);
afterAll(() => stack?.stop());

/** How long a phase may take to come about on a busy machine (a bound, not a measure). */
const PHASE_MS = 60_000;

const unavailable = {
  code: 'unavailable',
  message: 'The service is busy or briefly unavailable. Please try again in a moment.',
};

const summary = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((counts, answer) => {
    const key = answer.timedOut ? 'timed out' : String(answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe('faults on the embedded stack', () => {
  it('the database stopped under load: no hang, 503 meanwhile, back by itself, no acknowledged write lost', async () => {
    // 20 parents posting jobs, each sending the next as soon as the last is answered; the
    // database is stopped once the load is on and started again once every parent could
    // have been told it is away. Each parent may post rateLimits['job-posts'] jobs a day,
    // then is refused (429), a proper answer whose counter is one more write under test.
    const parents = await Promise.all(
      Array.from({ length: 20 }, () => stack.registerVerified('parent')),
    );
    const token = parents[0]!.idToken;
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let loading = true;
    const client = async (parent: { idToken: string }) => {
      while (loading) {
        const answer = await stack.call('POST', '/api/jobs', {
          token: parent.idToken,
          body: jobForm(),
        });
        answers.push(answer);
        if (answer.status === 201) acknowledged.push(String(answer.body.post_id));
      }
    };
    const clients = parents.map(client);
    // The load is on: jobs are being acknowledged.
    await expect
      .poll(() => acknowledged.length, { timeout: PHASE_MS })
      .toBeGreaterThanOrEqual(parents.length);
    await stack.proxies.dynamodb.cut();
    const cutAt = answers.length;
    // Away until as many refusals came as there are parents: 503s, or calls that hung past
    // the budget (none may: the counts below say which).
    const refused = (answer: Answer) => answer.status === 503 || answer.timedOut;
    await expect
      .poll(() => answers.slice(cutAt).filter(refused).length, { timeout: PHASE_MS })
      .toBeGreaterThanOrEqual(parents.length);
    const duringCut = answers.length;
    await stack.proxies.dynamodb.restore();

    // Back with the database, with no restart: asked again until a signed-in read succeeds.
    // How soon is a speed, not a condition: `npm run bench` measures it (databaseRecovery, goal 2 s).
    await expect
      .poll(async () => (await stack.call('GET', '/api/me', { token })).status, {
        timeout: PHASE_MS,
      })
      .toBe(200);

    // The load goes on after the restore: every parent's worth of answers more.
    const backAt = answers.length;
    await expect
      .poll(() => answers.length - backAt, { timeout: PHASE_MS })
      .toBeGreaterThanOrEqual(parents.length);
    loading = false;
    await Promise.all(clients);

    const counts = summary(answers);
    expect(counts['timed out'], JSON.stringify(counts)).toBeUndefined();
    expect(counts['201'], JSON.stringify(counts)).toBeGreaterThan(0);
    expect(counts['503'], JSON.stringify(counts)).toBeGreaterThan(0);
    expect(
      Object.keys(counts).filter((status) => !['201', '429', '503'].includes(status)),
      JSON.stringify(counts),
    ).toEqual([]);
    expect(answers.length).toBeGreaterThan(duringCut);
    for (const answer of answers.filter((a) => a.status === 503))
      expect(answer.body).toEqual(unavailable);

    // Every job whose creation was acknowledged is there.
    const ids = new Set<string>();
    for (const parent of parents) {
      const mine = await stack.call('GET', '/api/my/jobs', { token: parent.idToken });
      expect(mine.status).toBe(200);
      for (const job of mine.body.jobs as { post_id: string }[]) ids.add(job.post_id);
    }
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  }, 180_000);

  it('the mail stand-in down: the request succeeds and the mail goes out once when it is back', async () => {
    const parent = await stack.registerVerified('parent');
    const isReset = (text: string | undefined) => (text ?? '').includes('mode=resetPassword');
    const resetMails = async () =>
      (await stack.mailTo(parent.email)).filter((mail) => isReset(mail.body.text));
    const waiting = async () =>
      (await stack.outboxTo(parent.email)).filter((item) => isReset(item.mail.text));
    await stack.proxies.ses.cut();
    try {
      const asked = await stack.call('POST', '/api/auth/password-reset', {
        body: { email: parent.email },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      // Its send was tried and failed: the outbox keeps it, with why, for the retrier.
      await waitForItems(waiting, (item) => item.lastError !== undefined, {
        timeoutMs: PHASE_MS,
        what: `a failed send to ${parent.email} in the outbox`,
      });
      expect(await resetMails()).toHaveLength(0);
    } finally {
      await stack.proxies.ses.restore();
    }
    // The retrier (every 3 s locally) sends it once SES is back.
    await waitForItems(resetMails, () => true, {
      timeoutMs: PHASE_MS,
      what: `the reset mail to ${parent.email}`,
    });
    // Sent, then deleted from the outbox: nothing is left there for a later run to send again.
    await expect.poll(waiting, { timeout: PHASE_MS }).toEqual([]);
    expect(await resetMails()).toHaveLength(1);
  }, 120_000);

  it('mail hanging: registration answers 201 once the account is made, and its link arrives when mail is back', async () => {
    const email = `hang-${Date.now()}@example.test`;
    const body = { user_type: 'parent', terms: true, source: 'google', email };
    // SES accepts connections but answers nothing for a minute: every send hangs.
    stack.proxies.ses.delay(60_000);
    let registered: Answer;
    let again: Answer;
    try {
      registered = await stack.call('POST', '/api/auth/register', {
        body: { ...body, password: 'Hang-pass-1' },
      });
      again = await stack.call('POST', '/api/auth/register', {
        body: { ...body, password: 'Other-pass-1' },
      });
    } finally {
      stack.proxies.ses.delay(0);
    }
    expect(registered.timedOut).toBe(false);
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    // The account exists: a second attempt is told so, and kills nothing.
    expect(again).toMatchObject({ status: 409, body: { message: 'Email already in use' } });

    // Once mail is back the links go out (the outbox's retrier); the first one works.
    const links = await waitForItems(
      () => stack.mailTo(email),
      (mail) => /mode=verifyEmail/.test(mail.body.text ?? ''),
      { count: 2, timeoutMs: 45_000, what: `verification mail to ${email}` },
    );
    // Newest first: the last is the link of the registration itself.
    const oobCode = /oobCode=([\w-]+)/.exec(links.at(-1)!.body.text ?? '')?.[1];
    const verified = await stack.call('POST', '/api/auth/action', {
      body: { mode: 'verifyEmail', oobCode },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const { COGNITO_PUBLIC_ENDPOINT, USER_POOL_CLIENT_ID } = stack.settings;
    await expect(
      passwordSignIn(COGNITO_PUBLIC_ENDPOINT!, USER_POOL_CLIENT_ID!, email, 'Hang-pass-1'),
    ).resolves.toHaveProperty('idToken');
  }, 90_000);

  it('storage down while an upload is checked: a clear message, the profile unchanged', async () => {
    const caregiver = await stack.registerVerified('childcarer');
    const token = caregiver.idToken;
    const before = await stack.call('GET', '/api/me', { token });
    expect(before.status).toBe(200);
    const asked = await stack.call('POST', '/api/profile/uploads', {
      token,
      body: { kind: 'cv', filename: 'cv.pdf', contentType: 'application/pdf' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await sendToPresignedPost(asked.body, realPdf, 'application/pdf', 'cv.pdf');

    await stack.proxies.s3.cut();
    let refused: Answer;
    try {
      refused = await stack.call('POST', '/api/profile/uploads/confirm', {
        token,
        body: { kind: 'cv', key: asked.body.key },
      });
    } finally {
      await stack.proxies.s3.restore();
    }
    expect(refused.timedOut).toBe(false);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(unavailable);
    expect(await stack.call('GET', '/api/me', { token })).toEqual(before);

    // The same upload is accepted once storage is back: nothing was half done.
    const confirmed = await stack.call('POST', '/api/profile/uploads/confirm', {
      token,
      body: { kind: 'cv', key: asked.body.key },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }, 60_000);

  it('a slow database (2 s a call): reads answer within the budget, with data or a 503', async () => {
    const parent = await stack.registerVerified('parent');
    const token = parent.idToken;
    stack.proxies.dynamodb.delay(2_000);
    let answers: Answer[];
    try {
      answers = await Promise.all([
        stack.call('GET', '/api/me', { token }),
        stack.call('GET', '/api/my/jobs', { token }),
        stack.call('GET', '/api/jobs?position=Nanny&country=Zambia'),
        stack.call('GET', '/api/jobs'),
      ]);
    } finally {
      stack.proxies.dynamodb.delay(0);
    }
    const counts = summary(answers);
    expect(counts['timed out'], JSON.stringify(counts)).toBeUndefined();
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.body).toEqual(unavailable);
    }
    // And the service is itself again once the database is.
    expect((await stack.call('GET', '/api/me', { token })).status).toBe(200);
  }, 60_000);
});
