import { describe, expect, it } from 'vitest';
import { entitlements } from '../../lambdas/core/payments/entitlements.js';
import { api } from '../support/api.js';
import { unread } from '../support/inbox.js';
import { registerVerified } from '../support/accounts.js';
import { parentWithPackage, publishedJob, publishedJobs } from '../support/jobs.js';
import { caregiverBasics, liveCaregiver, saveSection } from '../support/profiles.js';

const applyTo = (token: string, id: string) =>
  api('POST', `/api/jobs/${id}/applications`, { token });

describe('applications', () => {
  it('applies once per job; the second time says so and changes nothing', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const nanny = await liveCaregiver('Applicant One');
    const first = await applyTo(nanny.idToken, id);
    expect(first).toMatchObject({
      status: 201,
      body: { post_id: id, temp_id: nanny.uid, name: 'Applicant One', status: 'applied' },
    });
    const twice = await Promise.all([applyTo(nanny.idToken, id), applyTo(nanny.idToken, id)]);
    for (const again of twice)
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'You have already applied to this job.' },
      });
    const mine = await api('GET', '/api/my/applications', { token: nanny.idToken });
    expect(mine.body.applications).toHaveLength(1);
  });

  it('lets a caregiver without a package apply to 10 jobs, then asks for a package', async () => {
    const { ids } = await publishedJobs(11);
    const nanny = await liveCaregiver('Busy Applicant');
    for (const id of ids.slice(0, 10)) expect((await applyTo(nanny.idToken, id)).status).toBe(201);
    const eleventh = await applyTo(nanny.idToken, ids[10]!);
    expect(eleventh).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/apply to 10 jobs/) },
    });
    await entitlements.grant(nanny.uid, 'caregiver', Date.now() + 86_400_000);
    expect((await applyTo(nanny.idToken, ids[10]!)).status).toBe(201);
  });

  it('at nine free applications, five sent at once make exactly one more', async () => {
    const { ids, parents } = await publishedJobs(14);
    const nanny = await liveCaregiver('Racing Applicant');
    for (const id of ids.slice(0, 9)) expect((await applyTo(nanny.idToken, id)).status).toBe(201);
    const racing = await Promise.all(ids.slice(9).map((id) => applyTo(nanny.idToken, id)));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403, 403]);
    const mine = await api('GET', '/api/my/applications', { token: nanny.idToken });
    expect(mine.body.applications).toHaveLength(10);
    // The parent was told of exactly the ten that were made.
    const told = await Promise.all(parents.map((parent) => unread(parent.idToken)));
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(10);
  });

  it('shows the poster the applications, to shortlist or decline; nobody else', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const nanny = await liveCaregiver('Hopeful');
    await applyTo(nanny.idToken, id);
    const list = await api('GET', `/api/jobs/${id}/applications`, { token: parent.idToken });
    expect(list.body.applications.map((a: { temp_id: string }) => a.temp_id)).toEqual([nanny.uid]);

    const stranger = await registerVerified('parent');
    expect(
      (await api('GET', `/api/jobs/${id}/applications`, { token: stranger.idToken })).status,
    ).toBe(403);
    const path = `/api/jobs/${id}/applications/${nanny.uid}`;
    expect(
      (await api('PUT', path, { token: stranger.idToken, body: { status: 'declined' } })).status,
    ).toBe(403);
    expect(
      (await api('PUT', path, { token: nanny.idToken, body: { status: 'shortlisted' } })).status,
    ).toBe(403);

    const shortlisted = await api('PUT', path, {
      token: parent.idToken,
      body: { status: 'shortlisted' },
    });
    expect(shortlisted).toMatchObject({ status: 200, body: { status: 'shortlisted' } });
    const mine = await api('GET', '/api/my/applications', { token: nanny.idToken });
    expect(mine.body.applications[0]).toMatchObject({ post_id: id, status: 'shortlisted' });
    const missing = await api('PUT', `/api/jobs/${id}/applications/nobody`, {
      token: parent.idToken,
      body: { status: 'declined' },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a caregiver whose profile is not complete: finish it first; nothing is sent', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const half = await registerVerified('childcarer');
    await saveSection(half.idToken, 'basic-information', {
      ...caregiverBasics,
      fullname: 'Half Done',
    });
    const refused = await applyTo(half.idToken, id);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'permission-denied',
        message: 'Finish your profile before you apply: the family reads it to decide.',
      },
    });
    // Nothing changed: no application, no notice, no free application spent.
    const mine = await api('GET', '/api/my/applications', { token: half.idToken });
    expect(mine.body).toMatchObject({ applications: [], allowance: { left: 10 } });
    const list = await api('GET', `/api/jobs/${id}/applications`, { token: parent.idToken });
    expect(list.body.applications).toEqual([]);
    expect(await unread(parent.idToken)).toBe(0);
  });

  it('tells a caregiver how many of the 10 free applications are left, and when a package lifts the limit', async () => {
    const { ids } = await publishedJobs(2);
    const nanny = await liveCaregiver('Counting Applicant');
    const allowance = async () =>
      (await api('GET', '/api/my/applications', { token: nanny.idToken })).body.allowance;
    expect(await allowance()).toEqual({ package: false, limit: 10, left: 10 });
    expect((await applyTo(nanny.idToken, ids[0]!)).status).toBe(201);
    expect(await allowance()).toEqual({ package: false, limit: 10, left: 9 });
    await entitlements.grant(nanny.uid, 'caregiver', Date.now() + 86_400_000);
    expect((await applyTo(nanny.idToken, ids[1]!)).status).toBe(201);
    // With a package nothing is spent, and the count waits for the day it ends.
    expect(await allowance()).toEqual({ package: true, limit: 10, left: 9 });
  });

  it('refuses applications to unpublished jobs', async () => {
    const parent = await registerVerified('parent');
    const created = await api('POST', '/api/jobs', {
      token: parent.idToken,
      body: {
        email: 'a@example.test',
        contact: 'A',
        position: 'Nanny',
        start_date: '2027-01-01',
        salary: 'x',
        hours: 'y',
        duration: 'Permanent',
        currently_in: 'Zambia',
      },
    });
    const nanny = await liveCaregiver('Too Early');
    expect((await applyTo(nanny.idToken, String(created.body.post_id))).status).toBe(404);
  });
});
