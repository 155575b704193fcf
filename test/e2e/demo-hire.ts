import { expect } from 'vitest';
import { entitlements } from '../../lambdas/core/payments/entitlements.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, signIn } from '../support/accounts.js';
import { publishedJob } from '../support/jobs.js';

/** Terms above Zambia's minimums (K1,800 a month, paid on the 28th). */
const terms = {
  duties: [1, 2],
  other_duties: '',
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start_time: '08:00',
  end_time: '17:00',
  live_in_out: 'live-out',
  start_date: '2026-01-05',
  wage_minor: 180000,
  pay_day: 28,
  leave_days: 24,
  sick_days: 10,
  notice_days: 30,
  trial_days: 30,
  trial_notice_days: 7,
};

/**
 * The seeded demo parent and demo caregiver as a hire with an accepted agreement, made through
 * the API as people make it (a new job each time, so runs do not meet): the parent's package is
 * granted as a completed payment grants it.
 */
export async function demoHire() {
  const sign = async (email: string) => {
    const tokens = await signIn(email, DEMO_PASSWORD);
    const me = await api('GET', '/api/me', { token: tokens.idToken });
    return { ...tokens, uid: String(me.body.uid), email, password: DEMO_PASSWORD };
  };
  const [parent, nanny] = await Promise.all([
    sign('parent@demo.test'),
    sign('caregiver@demo.test'),
  ]);
  await entitlements.grant(parent.uid, 'parent', Date.now() + 30 * 86_400_000);
  const job = await publishedJob(parent.idToken, { contact: 'Mrs Demo', position: 'Nanny' });
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const answer = await api(method, path, { token, body });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer;
  };
  // An offer needs no application (the demo caregiver's profile is not finished).
  await call('POST', `/api/jobs/${job}/offers`, parent.idToken, {
    caregiver_id: nanny.uid,
    message: 'Welcome',
  });
  await call('PUT', `/api/jobs/${job}/offers/${nanny.uid}`, nanny.idToken, { status: 'accepted' });
  const agreement = `/api/hires/${job}/${nanny.uid}/agreement`;
  await call('PUT', agreement, parent.idToken, { terms });
  await call('POST', `${agreement}/accept`, nanny.idToken, { version: 1 });
  return { parent, nanny, job };
}
