import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { writePost } from '../support/community.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import {
  DEMO_PASSWORD,
  expectPath,
  heading,
  moreUntilShown,
  pathOf,
  signInWithForm,
  STEP_MS,
  useBrowser,
} from './browser.js';

const browser = useBrowser();

/** The row of a report list holding this text, asking for more pages until it shows. */
async function reportRow(page: Page, list: string, text: string) {
  const reports = page.getByRole('list', { name: list });
  await reports.waitFor({ timeout: STEP_MS });
  const row = page.getByRole('listitem').filter({ hasText: text });
  await moreUntilShown(row, {
    items: reports.getByRole('listitem'),
    more: page.getByRole('button', { name: 'More reports' }),
  });
  return row;
}

describe('admin reports and moderation', () => {
  it('the demo admin hides a reported post, finds it under Closed and shows it again', async () => {
    const author = await registerVerified('childcarer');
    const reporter = await registerVerified('parent');
    const title = `Reported ${randomUUID().slice(0, 8)}`;
    const post = await writePost(author.idToken, { title, info: 'Buy my things' });
    const reason = `Spam ${randomUUID().slice(0, 8)}`;
    const sent = await api('POST', '/api/reports', {
      token: reporter.idToken,
      body: { kind: 'post', post_id: post.post_id, reason },
    });
    expect(sent.status).toBe(201);

    const page = await browser.newPage();
    await page.goto('/user_reports');
    await expectPath(page, '/login/user', '/user_reports');
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, '/user_reports');
    await heading(page, 'User reports').waitFor();

    const open = await reportRow(page, 'Open reports', reason);
    await open.getByRole('link', { name: 'Open report' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/reports/'));
    const reportPath = pathOf(page);
    await page.getByRole('heading', { name: `Post: ${title}` }).waitFor();
    await page.getByRole('button', { name: 'Hide the post' }).click();
    await page.getByText(/Content hidden by/).waitFor();
    await page.getByText('This is hidden from everyone.').waitFor();
    expect((await api('GET', `/api/posts/${post.post_id}`)).status).toBe(404);

    await page.getByRole('link', { name: 'Back to the reports' }).click();
    await expectPath(page, '/user_reports');
    await page.getByRole('link', { name: 'Closed', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'closed');
    const closed = await reportRow(page, 'Closed reports', reason);
    await closed.getByText(/Content hidden by/).waitFor();
    await closed.getByRole('link', { name: 'Open report' }).click();
    await page.waitForURL((url) => url.pathname === reportPath);

    await page.getByRole('button', { name: 'Show the post again' }).click();
    await page.getByText(/Shown again by/).waitFor();
    await page.getByText('This is hidden from everyone.').waitFor({ state: 'detached' });
    expect((await api('GET', `/api/posts/${post.post_id}`)).status).toBe(200);
  }, 90_000);

  it('a caregiver reports a job from its page; the admin takes it down and its parent sees why', async () => {
    const [parent, caregiver] = await Promise.all([
      parentWithPackage(),
      registerVerified('childcarer'),
    ]);
    const postId = await publishedJob(parent.idToken, { position: 'Holiday Nanny' });
    const reason = `Asks for a fee ${randomUUID().slice(0, 8)}`;

    const page = await browser.signedIn(caregiver, `/job/${postId}`);
    await heading(page, 'Holiday Nanny').waitFor();
    await page.getByRole('button', { name: 'Report this job' }).click();
    await page.getByLabel('Why are you reporting this job?').fill(reason);
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. Our team will look at it.').waitFor();

    const admin = await browser.signedIn(
      { email: 'admin@demo.test', password: DEMO_PASSWORD },
      '/user_reports',
    );
    const row = await reportRow(admin, 'Open reports', reason);
    await row.getByText('Job', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Open report' }).click();
    await admin.getByRole('heading', { name: /^Job: Holiday Nanny in / }).waitFor();
    await admin.getByRole('button', { name: 'Hide the job' }).click();
    await admin.getByText('This is hidden from everyone.').waitFor();
    expect((await api('GET', `/api/jobs/${postId}`)).status).toBe(404);

    const owner = await browser.signedIn(parent, '/my_account/parent/jobs_profiles/manage_jobs/0');
    const job = owner.getByRole('listitem').filter({ hasText: 'Holiday Nanny' });
    await job.getByText('Taken down after a report').waitFor();
    expect(await job.getByRole('button', { name: /Publish|Resume/ }).count()).toBe(0);
  }, 90_000);

  it('the demo admin sees reports about a new user, suspends them from their page and lifts it', async () => {
    const [member, reporter] = await Promise.all([
      registerVerified('parent'),
      registerVerified('parent'),
    ]);
    const reason = `Fake profile ${randomUUID().slice(0, 8)}`;
    const sent = await api('POST', '/api/reports', {
      token: reporter.idToken,
      body: { kind: 'user', uid: member.uid, reason },
    });
    expect(sent.status).toBe(201);
    const page = await browser.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`/users/${member.uid}`);
    await expectPath(page, '/login/user', `/users/${member.uid}`);
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, `/users/${member.uid}`);

    const panel = page.getByRole('region', { name: 'Suspension' });
    await panel.getByText('Not suspended.').waitFor({ timeout: STEP_MS });
    await panel.getByRole('button', { name: 'Suspend' }).click();
    await panel.getByText('Say why this account is suspended').waitFor();
    await panel.getByLabel('Reason for suspending').fill('Fake identity');
    await panel.getByRole('button', { name: 'Suspend' }).click();
    await panel.getByText(/Suspended on .* by admin@demo\.test/).waitFor({ timeout: STEP_MS });
    await panel.getByText('Reason: Fake identity').waitFor();
    expect((await api('GET', '/api/me', { token: member.idToken })).status).toBe(403);
    const about = page.getByRole('list', { name: 'Reports about this user' });
    await about.getByRole('listitem').filter({ hasText: reason }).getByText(/open/).waitFor();

    await panel.getByRole('button', { name: 'Lift suspension' }).click();
    await panel.getByText('Not suspended.').waitFor({ timeout: STEP_MS });
    // The suspension ended the member's sessions for good: the old token stays refused, and a
    // new sign-in works again.
    expect((await api('GET', '/api/me', { token: member.idToken })).status).toBe(401);
    const { idToken } = await signIn(member.email, member.password);
    expect((await api('GET', '/api/me', { token: idToken })).status).toBe(200);
  }, 90_000);
});
