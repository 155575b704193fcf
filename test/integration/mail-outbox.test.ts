import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { dueKey } from '../../lambdas/core/mail-outbox/outbox-item.entity.js';
import { handler as mailOutbox } from '../../lambdas/events/mail-outbox.js';
import { runAsUnit } from '../../lambdas/ports/call-log.js';
import { uniqueEmail } from '../support/accounts.js';
import { mailTo, waitForMail } from '../support/mail.js';

/**
 * The mail outbox's retrier on the shared stack, whose own retrier runs every 3 s beside the
 * ones this test starts: claims are exclusive, so each waiting e-mail goes out exactly once;
 * one SES refuses is parked, not retried for ever.
 */
async function waiting(mail: { to: string; subject: string }) {
  const id = randomUUID();
  const dueAt = Date.now() - 1;
  await db()
    .entities.mailOutbox.create({
      id,
      mail: { ...mail, text: `Hello ${mail.to}`, html: `<p>Hello ${mail.to}</p>` },
      created: dueAt,
      status: 'pending',
      attempts: 1,
      dueAt,
      dueKey: dueKey(dueAt, id),
    })
    .go();
  return id;
}

const item = async (id: string) => (await db().entities.mailOutbox.get({ id }).go()).data;
type Item = NonNullable<Awaited<ReturnType<typeof item>>>;

/** How long the stack's retrier may take to finish a claim on a busy machine (a bound). */
const SETTLE_MS = 30_000;

/** The item once `done` holds for it (a claim in progress has not written its outcome yet). */
async function settled(id: string, done: (found: Item) => boolean): Promise<Item> {
  await expect
    .poll(
      async () => {
        const found = await item(id);
        return found !== null && done(found);
      },
      { timeout: SETTLE_MS, message: `outbox item ${id} settled` },
    )
    .toBe(true);
  return (await item(id))!;
}

/** One run of the scheduled consumer, as the stack runs it (its calls recorded as its own). */
const retryDueMail = () => runAsUnit('mail-outbox', () => mailOutbox({}));

describe('mail outbox retrier', () => {
  it('four retriers at once send each waiting e-mail exactly once, then forget it', async () => {
    const addresses = Array.from({ length: 6 }, () => uniqueEmail('outbox'));
    const ids = await Promise.all(addresses.map((to) => waiting({ to, subject: 'Waiting' })));
    await Promise.all([retryDueMail(), retryDueMail(), retryDueMail(), retryDueMail()]);
    for (const to of addresses) await waitForMail(to, () => true);
    // Each is deleted once sent (by these runs or the stack's own retrier, every 3 s).
    await expect
      .poll(async () => (await Promise.all(ids.map(item))).filter(Boolean), { timeout: SETTLE_MS })
      .toEqual([]);
    // Two more runs, done before anything is read: they find nothing to send again.
    await retryDueMail();
    await retryDueMail();
    for (const to of addresses) expect(await mailTo(to)).toHaveLength(1);
    for (const id of ids) expect(await item(id)).toBeNull();
  }, 60_000);

  it('an e-mail SES refuses is parked for the admins, not tried again', async () => {
    // The SES stand-in refuses a message without a subject (400), as SES refuses a bad one.
    const refused = await waiting({ to: uniqueEmail('refused'), subject: '' });
    await retryDueMail();
    // The stack's own retrier may have claimed it first: wait for the outcome either way.
    const parked = await settled(refused, (found) => found.status === 'failed');
    expect(parked.attempts).toBe(2);
    expect(parked.lastError).toMatch(/bad request/i);
    expect(parked.expiresAt).toBeGreaterThan(Date.now() / 1000);
    // Parked items are left alone by later runs: two more, done before the item is read.
    await retryDueMail();
    await retryDueMail();
    expect(await item(refused)).toMatchObject({ status: 'failed', attempts: 2 });
    await db().entities.mailOutbox.delete({ id: refused }).go();
  }, 60_000);
});
