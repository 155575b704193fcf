import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { mailQueue } from '../../lambdas/events/queues.js';
import { api } from '../support/api.js';
import { uniqueEmail } from '../support/accounts.js';
import { queueStats } from '../support/queues.js';

/**
 * While the bench measures a write route, no event consumer of the local runtime
 * works in the same process (in AWS each is a function of its own): the bench's hold keeps the
 * event bus, the table stream's poller, the queues and the schedules still, and its release
 * delivers what they held and says how much that was. On a bench-mode stack of its own.
 */
type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
let stack: Stack;

beforeAll(async () => {
  stack = await spawnLocalStack('memory', { bench: true });
}, 120_000);
afterAll(() => stack?.stop());

const hold = async (on: boolean) => {
  const answer = await fetch(`${stack.url}/local/bench/events?hold=${on ? 1 : 0}`, {
    method: 'POST',
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, number>;
};
const mailTo = async (address: string) => {
  const { emails } = (await (await fetch(`${stack.url}/local/mail.json`)).json()) as {
    emails: { destination: { to: string[] }; subject: string }[];
  };
  return emails.filter((mail) => mail.destination.to.includes(address));
};

describe('the bench’s hold of the background work', () => {
  it('keeps the stream’s and the queues’ deliveries until released, then delivers them', async () => {
    await hold(true);
    // A registration's mail goes through the mail queue; a contact message through the outbox
    // item the table's stream delivers.
    const email = uniqueEmail('held');
    const registered = await api('POST', '/api/auth/register', {
      base: stack.url,
      body: { user_type: 'parent', terms: true, email, password: 'Passw0rd-held' },
    });
    expect(registered.status).toBe(201);
    const subject = `Held ${email}`;
    const contacted = await api('POST', '/api/contact', {
      base: stack.url,
      body: { name: 'Mapalo', email, subject, message: 'Held until the load is over?' },
    });
    expect(contacted.status).toBe(200);
    // The queue took the mail and keeps it: nothing was sent while held.
    const queued = await queueStats(mailQueue.name, stack.url);
    expect(queued.received - queued.delivered).toBeGreaterThanOrEqual(1);
    expect(await mailTo(email)).toEqual([]);

    const released = await hold(false);
    expect(released.queueMessages).toBeGreaterThanOrEqual(1);
    expect(released.streamRecords).toBeGreaterThanOrEqual(1);
    // Answered once delivered: the verification mail and the team's copy are there now.
    expect((await mailTo(email)).length).toBe(1);
    const team = await mailTo('team@caregivers.example');
    expect(team.some((mail) => mail.subject === `Contact us: ${subject}`)).toBe(true);
  });
});
