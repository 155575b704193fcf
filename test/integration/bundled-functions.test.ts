import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { httpFunctionEntry } from '../../infra/constructs/function-entries.js';
import { PAGE_SIZE } from '../../lambdas/core/reference/options.js';
import { functionOfRoute } from '../../lambdas/http/functions.js';
import type { RouteDef } from '../../lambdas/http/route.js';
import { routes } from '../../lambdas/http/routes.js';
import { api } from '../support/api.js';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.js';
import { jobForm, parentWithPackage } from '../support/jobs.js';
import {
  buildLambdaBundles,
  invokeBundle,
  invokeBundledRoute,
  jobPublishedEvent,
  type EnvironmentChange,
} from '../support/lambda-bundles.js';
import { latestCode, mailTo, waitForMail, type SentMail } from '../support/mail.js';
import { cameraPhoto } from '../support/photos.js';
import { waitForItems } from '../support/poll.js';
import { liveCaregiver, realPdf, sendToPresignedPost } from '../support/profiles.js';
import {
  asTracedInAws,
  lambdaTracingVariables,
  noDaemonAddress,
  sampledTraceHeader,
  startXrayDaemon,
} from '../support/xray-daemon.js';

/**
 * The deployed code, not the source: representative functions bundled exactly as the stack
 * bundles them (infra/constructs/lambda-bundling.ts: rewritten SDK schemas, electrodb's
 * commands through the shared object, trimmed SDK manifests, credential links left out; an HTTP
 * function is its routes' handlers behind the route-key dispatcher), each run in a plain Node
 * process with the local runtime's settings against the shared stack.
 * Between them they go through DynamoDB (electrodb get, put, query, batch get, transactions,
 * conditional writes), Cognito, SES, S3 (presigned POST, head, get, errors) and EventBridge.
 */
const served = (route: RouteDef) => httpFunctionEntry(functionOfRoute(route));
const fn = {
  health: served(routes.health),
  register: served(routes.register),
  me: served(routes.me),
  createJob: served(routes.createJob),
  findJobs: served(routes.findJobs),
  findCaregivers: served(routes.findCaregivers),
  requestUpload: served(routes.requestUpload),
  confirmUpload: served(routes.confirmUpload),
  jobMatch: 'lambdas/events/job-match.ts',
} as const;

// Started at once, so the tests make their users while esbuild runs; each awaits it.
const built = buildLambdaBundles([...new Set(Object.values(fn))]);
built.catch(() => undefined);
const bundle = async (entry: string) => (await built).files.get(entry)!;
afterAll(() => built.then((bundles) => bundles.remove()).catch(() => undefined));

const inBotswana = (region: string) => ({
  basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
  roles: { positions: ['Weekend Nanny'] },
});
const about = (postId: string) => (mail: SentMail) =>
  (mail.body.text ?? '').includes(`/job/${postId}`);

// Concurrent: each test has its own users and region, and most of the time goes to waiting.
describe.concurrent('bundled functions against the local services', { timeout: 90_000 }, () => {
  it('health answers ok through the probe of every service', async () => {
    const health = await invokeBundledRoute(await bundle(fn.health), 'GET', '/api/health');
    expect(health.status, JSON.stringify(health.body)).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(Object.keys(health.body.services).sort()).toEqual(
      ['database', 'events', 'identity', 'mail', 'uploads'].sort(),
    );
    for (const state of Object.values(health.body.services))
      expect(state).toMatchObject({ ok: true });
  });

  it('answers 404 for a route its function does not serve, and serves each of its own', async () => {
    // GET /api/jobs is a public read: the sign-up function's dispatcher does not know it.
    const file = await bundle(fn.register);
    expect(fn.register).not.toBe(fn.findJobs);
    expect(await invokeBundledRoute(file, 'GET', '/api/jobs')).toEqual({
      status: 404,
      body: { code: 'not-found', message: 'No such API route' },
    });
    const openapi = await invokeBundledRoute(await bundle(fn.health), 'GET', '/api/openapi.json');
    expect(openapi.status).toBe(200);
  });

  it('registers (Cognito sign-up, a transaction, the mail through the queue), then reads the account', async () => {
    const email = uniqueEmail('bundled');
    const password = 'Passw0rd-bundled';
    const body = { user_type: 'parent', terms: true, source: 'google', email, password };
    const register = async (input: object) =>
      invokeBundledRoute(await bundle(fn.register), 'POST', '/api/auth/register', { body: input });
    const registered = await register(body);
    expect(registered).toMatchObject({
      status: 201,
      body: { uid: expect.any(String), message: `We sent a verification link to ${email}.` },
    });
    // The mail goes out through the mail queue's consumer, a little after the answer.
    const [mail] = await waitForMail(email, () => true);
    expect(mail?.subject).toBe('Verify your e-mail address');

    const oobCode = await latestCode(email, 'verifyEmail');
    expect(
      (await api('POST', '/api/auth/action', { body: { mode: 'verifyEmail', oobCode } })).status,
    ).toBe(200);
    const { idToken } = await signIn(email, password);
    const me = await invokeBundledRoute(await bundle(fn.me), 'GET', '/api/me', { token: idToken });
    expect(me).toMatchObject({
      status: 200,
      body: { uid: registered.body.uid, email, user_type: 'parent', verified: true },
    });

    // DomainErrors answer with the spec's codes and messages: invalid input, a taken address.
    const weak = await register({ ...body, email: uniqueEmail('weak'), password: 'short' });
    expect(weak).toEqual({
      status: 400,
      body: {
        code: 'invalid-argument',
        message: 'Password should be 8 characters or longer',
        fields: { password: 'Password should be 8 characters or longer' },
      },
    });
    const taken = await register(body);
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'aborted', message: 'Email already in use' },
    });
  });

  it('posts a job in one transaction, publishes job.published, finds it, and job-match mails', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const [first, parent] = await Promise.all([
      liveCaregiver('Bundled First', inBotswana(region)),
      parentWithPackage(),
    ]);
    const job = { position: 'Weekend Nanny', currently_in: 'Botswana', region, town: 'Gaborone' };
    const created = await invokeBundledRoute(await bundle(fn.createJob), 'POST', '/api/jobs', {
      token: parent.idToken,
      body: jobForm(job),
    });
    expect(created, JSON.stringify(created.body)).toMatchObject({
      status: 201,
      body: { live: true },
    });
    const postId = String(created.body.post_id);

    // The event the bundle put on the bus reached the job-match rule's consumer.
    await waitForMail(first.email, about(postId), 1, 20_000);

    const found = await invokeBundledRoute(
      await bundle(fn.findJobs),
      'GET',
      '/api/jobs?position=Weekend%20Nanny&country=Botswana',
    );
    expect(found.status).toBe(200);
    expect(found.body.jobs.map((card: { post_id: string }) => card.post_id)).toContain(postId);
    const caregivers = await invokeBundledRoute(
      await bundle(fn.findCaregivers),
      'GET',
      `/api/caregivers?${new URLSearchParams({ position: 'Weekend Nanny', country: 'Botswana', region })}`,
    );
    expect(caregivers.status).toBe(200);
    expect(caregivers.body.caregivers.map((card: { uid: string }) => card.uid)).toEqual([
      first.uid,
    ]);

    // The bundled consumer, given the event: it tells the caregiver who came since, only them.
    const later = await liveCaregiver('Bundled Later', inBotswana(region));
    await invokeBundle(await bundle(fn.jobMatch), jobPublishedEvent(postId));
    // It queued them; the paced mail queue's consumer e-mails them.
    const [mail, ...more] = await waitForMail(later.email, about(postId), 1, 20_000);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New Weekend Nanny job in Gaborone');
    expect((await mailTo(first.email)).filter(about(postId))).toHaveLength(1);
  });

  it('reads the seeded demo data with queries', async () => {
    const jobs = await invokeBundledRoute(
      await bundle(fn.findJobs),
      'GET',
      '/api/jobs?country=Zambia',
    );
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs).toHaveLength(PAGE_SIZE);
    expect(jobs.body.cursor).toEqual(expect.any(String));
    for (const job of jobs.body.jobs) expect(job).toMatchObject({ currently_in: 'Zambia' });
    const next = await invokeBundledRoute(
      await bundle(fn.findJobs),
      'GET',
      `/api/jobs?country=Zambia&cursor=${encodeURIComponent(jobs.body.cursor)}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.jobs.length).toBeGreaterThan(0);

    const caregivers = await invokeBundledRoute(
      await bundle(fn.findCaregivers),
      'GET',
      '/api/caregivers?country=Zambia',
    );
    expect(caregivers.status).toBe(200);
    expect(caregivers.body.caregivers.length).toBeGreaterThan(0);
  });

  it('hands out a presigned POST that S3 accepts, and confirms the file by its content', async () => {
    const nanny = await registerVerified('childcarer');
    const ask = { kind: 'cv', filename: 'My CV.pdf', contentType: 'application/pdf' };
    const asked = await invokeBundledRoute(
      await bundle(fn.requestUpload),
      'POST',
      '/api/profile/uploads',
      {
        token: nanny.idToken,
        body: ask,
      },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await sendToPresignedPost(asked.body, realPdf, ask.contentType, ask.filename);
    const confirmed = await invokeBundledRoute(
      await bundle(fn.confirmUpload),
      'POST',
      '/api/profile/uploads/confirm',
      { token: nanny.idToken, body: { kind: 'cv', key: asked.body.key } },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // Kept among the user's files, where the upload link cannot write.
    expect(confirmed.body.docUrl).toMatch(new RegExp(`^${nanny.uid}/media/[\\w-]+My_CV\\.pdf$`));

    // A file that never arrived: S3's 404 on GetObject is read as such, and said plainly.
    const missing = await invokeBundledRoute(
      await bundle(fn.confirmUpload),
      'POST',
      '/api/profile/uploads/confirm',
      {
        token: nanny.idToken,
        body: { kind: 'cv', key: `incoming/${nanny.uid}/media/never-sent.pdf` },
      },
    );
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'We did not receive the file. Please upload it again.' },
    });
  });

  it('re-encodes a photo with the sharp its bundle carries', async () => {
    const nanny = await registerVerified('childcarer');
    const ask = { kind: 'photo', filename: 'me.jpg', contentType: 'image/jpeg' };
    const asked = await invokeBundledRoute(
      await bundle(fn.requestUpload),
      'POST',
      '/api/profile/uploads',
      { token: nanny.idToken, body: ask },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await sendToPresignedPost(asked.body, await cameraPhoto(600, 400), ask.contentType, 'me.jpg');
    const confirmed = await invokeBundledRoute(
      await bundle(fn.confirmUpload),
      'POST',
      '/api/profile/uploads/confirm',
      { token: nanny.idToken, body: { kind: 'photo', key: asked.body.key } },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.photoUrl).toMatch(/\/media\/photo-[\w-]+\/original\.jpg$/);
  });
});

/**
 * Traced SDK calls (lambdas/ports/tracing.ts): the bundle as AWS runs it with active tracing,
 * against an X-Ray daemon on loopback. Each AWS call is a subsegment of the invocation's trace,
 * under the handler's own, annotated with the route; with no daemon and no trace header the
 * X-Ray SDK only logs, and the caller gets the same answer; the local runtime captures nothing.
 */
describe('bundled functions traced with X-Ray', { timeout: 90_000 }, () => {
  const daemon = startXrayDaemon();
  afterAll(async () => (await daemon).close());
  const zambianJobs = async (environment: EnvironmentChange) => {
    const found = await invokeBundledRoute(
      await bundle(fn.findJobs),
      'GET',
      '/api/jobs?country=Zambia',
      { environment },
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.jobs).toHaveLength(PAGE_SIZE);
  };

  it('records each AWS call as a subsegment of the handler, annotated with the route', async () => {
    const { address, received } = await daemon;
    const trace = sampledTraceHeader();
    await zambianJobs(asTracedInAws(address, trace.header));
    const ofTrace = async () => received().filter((doc) => doc.trace_id === trace.root);
    // The handler's subsegment ends last, after the calls made within it.
    const [handler] = await waitForItems(ofTrace, (doc) => doc.name === '## index.handler', {
      what: 'the handler subsegment',
    });
    expect(handler?.annotations).toMatchObject({ route: 'GET /api/jobs', ColdStart: true });
    const calls = (await ofTrace()).filter((doc) => doc.namespace === 'aws');
    // The origin secret's current and previous versions (origin-check.ts), then the page.
    expect(calls.map((call) => `${call.name} ${call.aws?.operation}`).sort()).toEqual([
      'DynamoDB Query',
      'SecretsManager GetSecretValue',
      'SecretsManager GetSecretValue',
    ]);
    for (const call of calls) expect(call.parent_id).toBe(handler?.id);
  });

  it('answers the same with no daemon listening and no trace header', async () => {
    await zambianJobs(asTracedInAws(await noDaemonAddress()));
  });

  it('captures nothing in the local runtime, whatever else says trace', async () => {
    const { address, received, drained } = await daemon;
    const before = received().length;
    const { header } = sampledTraceHeader();
    await zambianJobs((environment) => ({
      ...environment,
      ...lambdaTracingVariables(address, header),
    }));
    await drained();
    expect(received().slice(before)).toEqual([]);
  });
});
