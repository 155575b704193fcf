import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFunctionEntry, stageEntries } from '../../infra/constructs/function-entries.js';
import { eventConsumerEntry } from '../../infra/project-paths.js';
import { signInTickets } from '../../lambdas/core/phone-accounts/sign-in-tickets.js';
import { mailQueue, viewsQueue } from '../../lambdas/events/queues.js';
import { eventRules } from '../../lambdas/events/rules.js';
import { scheduledJobs } from '../../lambdas/events/schedules.js';
import { httpFunctions } from '../../lambdas/http/functions.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { api } from '../support/api.js';
import { registerVerified, type Tokens } from '../support/accounts.js';
import {
  buildLambdaBundles,
  invokeBundle,
  invokeBundledRoute,
  jobPublishedEvent,
} from '../support/lambda-bundles.js';
import {
  allowedCaller,
  concretePath,
  signInPersonas,
  type PersonaName,
} from '../security/personas.js';

/**
 * Every function of the stage as AWS runs it: its bundle, in a plain Node process, with only the
 * environment its synthesized template sets (test/support/lambda-bundles.ts), against the local
 * stand-ins. Each route is asked once, as a caller it lets through, and must answer as the local
 * router answers the same request: a setting the template forgot, or a module the bundle lacks,
 * shows here as a crash or a 500. Each event consumer and Cognito trigger runs once.
 */
const built = buildLambdaBundles(stageEntries());
built.catch(() => undefined);
afterAll(() => built.then((bundles) => bundles.remove()).catch(() => undefined));
const bundle = async (entry: string) => {
  const file = (await built).files.get(entry);
  if (!file) throw new Error(`no bundle of ${entry}`);
  return file;
};

let tokens: Record<PersonaName, Tokens>;
beforeAll(async () => {
  // Each route is asked twice (bundled, then local), so a person's rate limit must not run out
  // between the two: the demo people share theirs with the rest of the suite (a parent's 10 job
  // posts a day, say), fresh people of the same roles start from nothing.
  const [demo, parent, caregiver, cook] = await Promise.all([
    signInPersonas(),
    registerVerified('parent'),
    registerVerified('childcarer'),
    registerVerified('cook'),
  ]);
  tokens = { ...demo, parent, caregiver, cook };
}, 60_000);

/** A request that changes nothing: no body (a write is refused as invalid), no real record. */
const probe = (route: RouteDef) => {
  const caller = allowedCaller(route);
  const token = caller && caller !== 'anonymous' ? tokens[caller].idToken : undefined;
  return { path: concretePath(route), token };
};

/** What a client tells apart: the status and the error's code (messages may carry ids). */
const outcome = (answer: { status: number; body: unknown }) => ({
  status: answer.status,
  code: (answer.body as { code?: string } | null)?.code,
});

describe('each function of the stage, bundled, with its template environment', () => {
  describe.each(httpFunctions.map((fn) => [fn.name, fn] as const))('%s', (_, fn) => {
    it.each(fn.routes.map((route) => [routeKey(route), route] as const))(
      '%s answers as the local router does',
      { timeout: 120_000 },
      async (_key, route) => {
        const { path, token } = probe(route);
        const file = await bundle(httpFunctionEntry(fn));
        const bundled = outcome(await invokeBundledRoute(file, route.method, path, { token }));
        expect(bundled.status, JSON.stringify(bundled)).toBeLessThan(500);
        const local = outcome(await api(route.method, path, { token }));
        expect(bundled).toEqual(local);
      },
    );
  });

  it('runs every event consumer and scheduled job', { timeout: 120_000 }, async () => {
    const consumers = new Set([...eventRules, ...scheduledJobs].map((job) => job.consumer));
    for (const consumer of consumers) {
      const file = await bundle(eventConsumerEntry(consumer));
      // A job that no longer exists: the consumer reads, finds nothing and ends.
      // A throw or a crash rejects, naming the consumer's output.
      await invokeBundle(file, jobPublishedEvent(`gone-${randomUUID()}`));
    }
    // The paced mail queue: a message nobody can read is dropped, not retried forever.
    const queue = await invokeBundle(await bundle(eventConsumerEntry(mailQueue.consumer)), {
      Records: [{ messageId: randomUUID(), body: '{}', attributes: {}, messageAttributes: {} }],
    });
    expect(queue).toEqual({ batchItemFailures: [] });
    // The views queue: a view of a job that is gone counts nothing and leaves nothing behind.
    const view = {
      kind: 'job',
      id: `gone-${randomUUID()}`,
      viewer: 'client:bundle',
      at: Date.now(),
    };
    const views = await invokeBundle(await bundle(eventConsumerEntry(viewsQueue.consumer)), {
      Records: [
        {
          messageId: randomUUID(),
          body: JSON.stringify(view),
          attributes: {},
          messageAttributes: {},
        },
        { messageId: randomUUID(), body: 'not json', attributes: {}, messageAttributes: {} },
      ],
    });
    expect(views).toEqual({ batchItemFailures: [] });
    // A STOP reply from a number that never signed up for texts.
    const stop = { originationNumber: '+260970000001', messageBody: 'STOP' };
    const sms = await invokeBundle(await bundle(eventConsumerEntry('sms-inbound')), {
      Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(stop) } }],
    });
    expect(sms ?? null).toBeNull();
  });

  it('runs every Cognito trigger as Cognito calls it', { timeout: 120_000 }, async () => {
    const parent = decodeJwt(tokens.parent.idToken);
    const userName = String(parent['cognito:username']);
    const userPoolId = String(parent.iss).split('/').at(-1)!;
    const base = { version: '1', region: 'af-south-1', userPoolId, userName, callerContext: {} };
    const trigger = async (name: string, event: object) =>
      invokeBundle(await bundle(`lambdas/triggers/${name}.ts`), { ...base, ...event });
    const attributes = { email: 'parent@demo.test', 'custom:user_type': 'parent' };
    // Each answers the event back, as Cognito expects of a trigger that lets the user through.
    for (const [name, triggerSource] of [
      ['pre-sign-up', 'PreSignUp_SignUp'],
      ['pre-authentication', 'PreAuthentication_Authentication'],
      ['post-authentication', 'PostAuthentication_Authentication'],
      // Puts the parent in the parent group again: Cognito takes that as done.
      ['post-confirmation', 'PostConfirmation_ConfirmSignUp'],
    ] as const) {
      const event = { triggerSource, request: { userAttributes: attributes }, response: {} };
      expect(await trigger(name, event), name).toMatchObject({ triggerSource });
    }
    // Phone sign-in's custom challenge: one challenge asked, described, and a real ticket
    // redeemed against the table the template names.
    const phoneUser = { userAttributes: { ...attributes, sub: String(parent.sub) } };
    const challenge = async (name: string, triggerSource: string, request: object) =>
      trigger(name, { triggerSource, request: { ...phoneUser, ...request }, response: {} });
    expect(
      await challenge('define-auth-challenge', 'DefineAuthChallenge_Authentication', {
        session: [],
      }),
    ).toMatchObject({ response: { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false } });
    expect(
      await challenge('create-auth-challenge', 'CreateAuthChallenge_Authentication', {
        challengeName: 'CUSTOM_CHALLENGE',
        session: [],
      }),
    ).toMatchObject({ response: { publicChallengeParameters: { kind: 'sign-in-ticket' } } });
    const ticket = await signInTickets.issue(String(parent.sub), Date.now());
    expect(
      await challenge('verify-auth-challenge', 'VerifyAuthChallengeResponse_Authentication', {
        privateChallengeParameters: {},
        challengeAnswer: ticket,
      }),
    ).toMatchObject({ response: { answerCorrect: true } });
    expect(stageEntries().filter((entry) => entry.startsWith('lambdas/triggers/'))).toHaveLength(7);
  });
});
