import { describe, expect, it } from 'vitest';
import { registerVerified, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { latestCode } from '../support/mail.js';

/** Issue 25: the one-time codes behind the account e-mails are used once, however they are sent. */
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
});
