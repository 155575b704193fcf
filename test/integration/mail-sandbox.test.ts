import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import type { RecordedMetric } from '../../lambdas/ports/metrics.js';
import { uniqueEmail } from '../support/accounts.js';
import { mailAt } from '../support/mail.js';
import { ownStackClient } from '../support/own-stack.js';
import { waitForItems } from '../support/poll.js';

/**
 * A stage on a new AWS account: SES in its sandbox takes mail only to verified addresses. A
 * stack of its own (its SES stand-in playing the sandbox, infra/local/ses.ts), so the suite's
 * shared stack keeps sending normally.
 */
type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
let stack: Stack;
const client = ownStackClient(() => stack);

beforeAll(async () => {
  stack = await spawnLocalStack('memory', { sesSandbox: true });
}, 120_000);
afterAll(() => stack?.stop());

const sesEndpoint = () => JSON.parse(stack.settings.LOCAL_AWS_ENDPOINTS!).ses as string;
/** What requesting production access (or verifying an address) does to the account. */
const setSandbox = (body: { sandbox?: boolean; verified?: string[] }) =>
  fetch(`${sesEndpoint()}/sandbox`, { method: 'PUT', body: JSON.stringify(body) });

const mailTo = (address: string) => mailAt(stack.url, address);
const waitForMailTo = (address: string, timeoutMs = 60_000) =>
  waitForItems(
    () => mailTo(address),
    () => true,
    { timeoutMs, what: `mail to ${address}` },
  );
const metrics = async () =>
  (await (await fetch(`${stack.url}/local/metrics.json`)).json()) as RecordedMetric[];

const register = (email: string) =>
  client.call('POST', '/api/auth/register', {
    user_type: 'parent',
    terms: true,
    source: 'google',
    email,
    password: 'Passw0rd-test',
  });

describe('mail on an account in the SES sandbox', { timeout: 90_000 }, () => {
  it('keeps what SES refuses and sends it once the sandbox is lifted, once', async () => {
    const verified = uniqueEmail('verified');
    const stranger = uniqueEmail('stranger');
    expect((await setSandbox({ verified: [verified] })).status).toBe(200);

    // A verified address gets its mail in the sandbox, at once.
    expect((await register(verified)).status).toBe(201);
    await waitForMailTo(verified);

    // Anyone else registers fine, but SES refuses their verification e-mail.
    const refusals = async () => (await metrics()).filter((m) => m.name === 'MailRefused').length;
    const refusedBefore = await refusals();
    const registered = await register(stranger);
    expect(registered.status).toBe(201);
    // (sent by the mail queue's consumer, a little after the answer)
    await expect.poll(refusals, { timeout: 60_000 }).toBe(refusedBefore + 1);
    expect(await mailTo(stranger)).toEqual([]);
    const registrations = (await metrics()).filter((m) => m.name === 'Registrations');
    expect(registrations.map((m) => m.details.uid)).toContain(registered.body.uid);

    // Production access granted: the held e-mail goes out without anyone asking again.
    expect((await setSandbox({ sandbox: false })).status).toBe(200);
    const [mail] = await waitForMailTo(stranger, 60_000);
    const oobCode = /mode=verifyEmail&oobCode=([\w-]+)/.exec(mail!.body.text ?? '')?.[1];
    const verifiedNow = await client.call('POST', '/api/auth/action', {
      mode: 'verifyEmail',
      oobCode,
    });
    expect(verifiedNow.status).toBe(200);
    expect(await client.signIn(stranger, 'Passw0rd-test')).toEqual(expect.any(String));

    // Sent once, though the stack's retrier ran several times meanwhile (every 3 s).
    expect(await mailTo(stranger)).toHaveLength(1);
  });
});
