import { describe, expect, inject, it } from 'vitest';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.js';
import { api } from '../support/api.js';
import { readCallLog } from '../support/grants/check.js';
import { latestCode } from '../support/mail.js';

const RESET_ROUTE = 'POST /api/auth/password-reset';

/**
 * The AWS calls the reset route made while `ask` ran, as "service action" lines (the run's
 * call log: lambdas/ports/call-log.ts). Other test files may call the route at the same time;
 * once fixed, their calls are the same kind, which a set of actions does not count twice.
 */
async function callsOfReset(ask: () => Promise<unknown>): Promise<string[]> {
  const before = readCallLog(inject('callLog')).length;
  await ask();
  const calls = readCallLog(inject('callLog'))
    .slice(before)
    .flatMap((record) =>
      record.unit === RESET_ROUTE && 'action' in record ? [record.action] : [],
    );
  return [...new Set(calls)].sort();
}

/** The one-time codes behind the account e-mails are used once, however they are sent. */
describe('one-time account links', () => {
  it('a password-reset code sent 5 times at once works exactly once (item 10)', async () => {
    const user = await registerVerified('parent');
    const asked = await api('POST', '/api/auth/password-reset', { body: { email: user.email } });
    expect(asked.status).toBe(200);
    const oobCode = await latestCode(user.email, 'resetPassword');
    const passwords = Array.from({ length: 5 }, (_, i) => `Raced-pass-${i}-x`);
    const answers = await Promise.all(
      passwords.map((password) =>
        api('POST', '/api/auth/password-reset/confirm', { body: { oobCode, password } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers)).toEqual([200, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(refused.body.message).toBe(
        'This link is invalid or has expired. Please ask for a new one.',
      );
    // The winner's password is the one that holds; no other request changed it after.
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)]!;
    await expect(signIn(user.email, winner)).resolves.toHaveProperty('idToken');
    for (const loser of passwords.filter((password) => password !== winner))
      await expect(signIn(user.email, loser)).rejects.toThrow();
    // And the code stays spent.
    const again = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode, password: 'Later-pass-1' },
    });
    expect(again.status).toBe(400);
  }, 60_000);

  it('a reset request does the same work for a known and an unknown address (item 11)', async () => {
    const known = await registerVerified('parent');
    const unknown = uniqueEmail('nobody');
    const ask = (email: string) => async () =>
      expect(
        (await api('POST', '/api/auth/password-reset', { body: { email } })).body.message,
      ).toBe('If an account exists for that e-mail, we have sent a link to reset the password.');
    const forUnknown = await callsOfReset(ask(unknown));
    const forKnown = await callsOfReset(ask(known.email));
    // Not a wall clock (a busy 2-core machine makes those flaky): the answer's time follows
    // from the calls it waits on, and those are the same, with no lookup of the address.
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.filter((action) => /^(cognito-idp|ses):/.test(action))).toEqual([]);
    // The known address still gets its link, off the request path.
    await expect(latestCode(known.email, 'resetPassword')).resolves.toMatch(/^[\w-]{20,}$/);
  }, 60_000);
});
