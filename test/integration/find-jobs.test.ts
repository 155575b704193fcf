import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { parentWithPackage, publishedJob, publishedJobs } from '../support/jobs.js';

type Card = { post_id: string; posted: number; position: string; currently_in: string };

const search = async (query: string) =>
  (await api<{ jobs: Card[]; cursor?: string }>('GET', `/api/jobs?${query}`)).body;

describe('find a job (spec sections 2, 5, 7, 9)', () => {
  it('pages 15 at a time, newest first, without duplicates or gaps', async () => {
    const { ids } = await publishedJobs(17, {
      position: 'Holiday Nanny',
      currently_in: 'Lesotho',
      region: undefined,
      town: undefined,
    });
    const first = await search('position=Holiday%20Nanny&country=Lesotho');
    expect(first.jobs).toHaveLength(15);
    expect(first.cursor).toBeTruthy();
    const second = await search(
      `position=Holiday%20Nanny&country=Lesotho&cursor=${encodeURIComponent(first.cursor!)}`,
    );
    const seen = [...first.jobs, ...second.jobs].map((job) => job.post_id);
    expect(seen).toEqual([...ids].reverse());
    const posted = [...first.jobs, ...second.jobs].map((job) => job.posted);
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });

  it.each([
    ['position=Any%20Position&country=Lesotho'],
    ['position=&country=Lesotho'],
    ['country=Lesotho'],
  ])('treats an unset position as no filter (%s)', async (query) => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken, {
      position: 'Au Pair',
      currently_in: 'Lesotho',
      region: undefined,
      town: undefined,
    });
    const { jobs } = await search(query);
    expect(jobs.map((job) => job.post_id)).toContain(id);
    expect(jobs.every((job) => job.currently_in === 'Lesotho')).toBe(true);
  });

  it.each([['country=Any%20Country'], ['country=Any%20country'], ['country=']])(
    'treats an unset country as no filter (%s)',
    async (query) => {
      const parent = await parentWithPackage();
      const id = await publishedJob(parent.idToken, {
        position: 'Manny',
        currently_in: 'Eswatini',
        region: undefined,
        town: undefined,
      });
      const { jobs } = await search(`position=Manny&${query}`);
      expect(jobs.map((job) => job.post_id)).toContain(id);
      expect(jobs.every((job) => job.position === 'Manny')).toBe(true);
    },
  );

  it('shows the seeded demo jobs to anyone', async () => {
    const { jobs } = await search('country=Zambia');
    expect(jobs.length).toBe(15);
    expect(jobs.every((job) => job.currently_in === 'Zambia')).toBe(true);
  });
});
