import { describe, expect, it } from 'vitest';
import { queueIdle } from '../support/queues.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { jobForm, parentWithPackage, publishedJob } from '../support/jobs.js';

const post = (token: string, body: object) => api('POST', '/api/jobs', { token, body });

describe('posting a job (spec sections 2, 4, 5)', () => {
  it.each([
    ['email', { email: '' }, 'email required'],
    ['email', { email: 'not-an-address' }, 'Invalid Email'],
    ['contact', { contact: '  ' }, 'Contact name is required'],
    ['position', { position: 'Please select' }, 'Choose a position'],
    ['position', { position: 'Patient Meals' }, 'Choose a position'],
    ['start_date', { start_date: '' }, 'Start date is required (YYYY-MM-DD)'],
    ['salary', { salary: '' }, 'Salary is required'],
    ['hours', { hours: '' }, 'Hours is required'],
    ['duration', { duration: 'Either' }, 'Choose a duration from the list'],
    ['currently_in', { currently_in: 'Please select' }, 'Choose a country'],
    ['region', { region: 'Atlantis' }, 'Choose a region from the list'],
    ['town', { town: 'Paris' }, 'Choose a town from the list'],
    ['sex', { sex: 'Any' }, 'Choose a sex from the list'],
    ['language', { language: 'Klingon' }, 'Choose a language from the list'],
  ])('refuses a bad %s (%j) with "%s" and stores nothing', async (field, change, message) => {
    const parent = await registerVerified('parent');
    const refused = await post(parent.idToken, jobForm(change));
    expect(refused.status).toBe(400);
    expect(refused.body.fields[field]).toBe(message);
    const mine = await api('GET', '/api/my/jobs', { token: parent.idToken });
    expect(mine.body.jobs).toEqual([]);
  });

  it('creates the job posted, unseen, unpaid, not live and pending, with the selects defaulted', async () => {
    const parent = await registerVerified('parent');
    const before = Date.now();
    const created = await post(parent.idToken, jobForm());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      user_id: parent.uid,
      views: 0,
      paid: false,
      live: false,
      pending: true,
      start_date: Date.parse('2027-02-01'),
      sex: 'Not specified',
      language: 'Not specified',
      full_part_time: 'Either',
      info: '',
      terms: false,
    });
    expect(created.body.posted).toBeGreaterThanOrEqual(before);
    const search = await api('GET', '/api/jobs?position=Nanny&country=Zambia');
    expect(search.body.jobs.map((job: { post_id: string }) => job.post_id)).not.toContain(
      created.body.post_id,
    );
  });

  it('lets only parents post', async () => {
    const nanny = await registerVerified('childcarer');
    expect((await post(nanny.idToken, jobForm())).status).toBe(403);
  });
});

describe('publishing', () => {
  it('needs an active parent package', async () => {
    const parent = await registerVerified('parent');
    const created = await post(parent.idToken, jobForm());
    const refused = await api('POST', `/api/jobs/${created.body.post_id}/publish`, {
      token: parent.idToken,
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/needs an active parent package/) },
    });
    const [job] = (await api('GET', '/api/my/jobs', { token: parent.idToken })).body.jobs;
    expect(job).toMatchObject({ paid: false, live: false });
  });

  it('publishes at once for a parent who holds a package', async () => {
    const parent = await parentWithPackage();
    const created = await post(parent.idToken, jobForm({ position: 'Governor' }));
    expect(created).toMatchObject({
      status: 201,
      body: { paid: true, live: true, pending: true, views: 0 },
    });
    const { jobs } = (await api('GET', '/api/jobs?position=Governor&country=Zambia')).body;
    expect(jobs.map((job: { post_id: string }) => job.post_id)).toContain(created.body.post_id);
  });

  it('publishes, pauses, resumes and deletes, keeping search and totals in step', async () => {
    const parent = await parentWithPackage();
    const region = 'Muchinga';
    const totals = async () => {
      const { body } = await api('GET', '/api/job-totals');
      return body.regions.find((r: { region: string }) => r.region === region)?.total ?? 0;
    };
    const start = await totals();
    const id = await publishedJob(parent.idToken, {
      position: 'Manny',
      region,
      town: 'Mpika',
    });
    const found = async () =>
      (await api('GET', '/api/jobs?position=Manny&country=Zambia')).body.jobs.some(
        (job: { post_id: string }) => job.post_id === id,
      );
    expect(await found()).toBe(true);
    expect(await totals()).toBe(start + 1);
    const again = await api('POST', `/api/jobs/${id}/publish`, { token: parent.idToken });
    expect(again.status).toBe(409);
    expect(await totals()).toBe(start + 1);

    await api('POST', `/api/jobs/${id}/pause`, { token: parent.idToken });
    expect(await found()).toBe(false);
    expect(await totals()).toBe(start);
    expect((await api('GET', `/api/jobs/${id}`)).status).toBe(404);

    await api('POST', `/api/jobs/${id}/publish`, { token: parent.idToken });
    expect(await found()).toBe(true);
    const edited = await api('PUT', `/api/jobs/${id}`, {
      token: parent.idToken,
      body: jobForm({ position: 'Governess', region, town: 'Mpika' }),
    });
    expect(edited.status).toBe(200);
    expect(await found()).toBe(false);

    const stranger = await parentWithPackage();
    expect((await api('DELETE', `/api/jobs/${id}`, { token: stranger.idToken })).status).toBe(403);
    expect((await api('DELETE', `/api/jobs/${id}`, { token: parent.idToken })).status).toBe(200);
    expect(await totals()).toBe(start);
    expect((await api('GET', `/api/jobs/${id}`)).status).toBe(404);
  });
});

describe('many posts at once', () => {
  it('publishes each, answers the stored record, and counts every one in the totals', async () => {
    const region = 'North-western';
    const totals = async () => {
      const { body } = await api('GET', '/api/job-totals');
      return body.regions.find((r: { region: string }) => r.region === region)?.total ?? 0;
    };
    const parents = await Promise.all(Array.from({ length: 4 }, () => parentWithPackage()));
    const start = await totals();
    const posts = await Promise.all(
      parents.flatMap((parent) =>
        [1, 2].map(() => post(parent.idToken, jobForm({ region, town: 'Solwezi' }))),
      ),
    );
    expect(posts.map((p) => p.status)).toEqual(posts.map(() => 201));
    expect(await totals()).toBe(start + posts.length);
    for (const parent of parents) {
      const { jobs } = (await api('GET', '/api/my/jobs', { token: parent.idToken })).body;
      const answered = posts.filter((p) => p.body.user_id === parent.uid).map((p) => p.body);
      expect(jobs).toHaveLength(2);
      for (const job of jobs)
        expect(answered.find((a) => a.post_id === job.post_id)).toEqual({
          ...job,
          paid: true,
          live: true,
        });
    }
  });
});

describe('a published job page', () => {
  it('counts each viewer’s view and never shows the poster’s e-mail', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken, { email: 'secret-family@example.test' });
    await api('GET', `/api/jobs/${id}`);
    await api('GET', `/api/jobs/${id}`);
    // Counted off the request path: shown once the views queue is done.
    await queueIdle('views-queue');
    const page = await api('GET', `/api/jobs/${id}`);
    expect(page.body).toMatchObject({ post_id: id, contact: 'Mrs Banda', views: 2 });
    expect(JSON.stringify(page.body)).not.toContain('secret-family');
  });
});
