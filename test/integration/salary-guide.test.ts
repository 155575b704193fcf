import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { jobForm, mealOrderForm, parentWithPackage, publishedJob } from '../support/jobs.js';

/*
 * The salary guide against known jobs. Every test works in Mozambique (no other test posts jobs
 * there) with a position of its own, so its country figures are its own too; quartiles are R's
 * type 7 (docs/decisions/jobs-and-hiring.md, "The salary guide").
 */
const country = 'Mozambique';

type Place = { region: string; town: string };

/** Publishes one job per salary at the place, from as many parents as the posting limit needs. */
async function publishAll(position: string, place: Place, salaries: string[]) {
  const perParent = rateLimits['job-posts'].limit;
  const ids: { id: string; token: string }[] = [];
  let parent = await parentWithPackage();
  for (const [n, salary] of salaries.entries()) {
    if (n && n % perParent === 0) parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken, {
      position,
      salary,
      currently_in: country,
      ...place,
    });
    ids.push({ id, token: parent.idToken });
  }
  return ids;
}

const guide = async (position: string, place: Partial<Place> = {}) => {
  const query = new URLSearchParams({ position, country, ...place });
  const answer = await api('GET', `/api/salary-guide?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

const townPage = async (region: string, town: string) => {
  const query = new URLSearchParams({ country, region, town });
  const answer = await api('GET', `/api/salary-guide/town?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** One position's entry on a town's page. */
const entryOf = (page: Record<string, unknown>, position: string) =>
  (page.positions as { position: string }[]).find((entry) => entry.position === position);

describe('the salary guide', () => {
  it("gives a town's median and quartiles of the monthly salaries it can read, and counts nothing else", async () => {
    const place = { region: 'Maputo City', town: 'Salario Alto' };
    await publishAll('Au Pair', place, [
      'MT 8,000 a month',
      '9000',
      'MZN 10 000 monthly',
      '12k',
      'MT 15,000 per month',
      '20,000 MT',
      'Competitive',
      'MT 500 per day',
    ]);
    // A meal order is a job too, never counted.
    const parent = await parentWithPackage();
    const order = await api('POST', '/api/meal-orders', {
      token: parent.idToken,
      body: mealOrderForm({ currently_in: country, ...place, salary: 'MZN 9000 a month' }),
    });
    expect(order.status).toBe(201);

    // 8, 9, 10, 12, 15 and 20 thousand: ranks 1.25, 2.5 and 3.75 of 0 to 5.
    const figures = {
      area: { level: 'town', name: 'Salario Alto' },
      median: 11_000,
      lower_quartile: 9_250,
      upper_quartile: 14_250,
      jobs: 6,
    };
    expect(await guide('Au Pair', place)).toEqual({
      position: 'Au Pair',
      currency: 'MZN',
      figures,
    });
    const page = await townPage(place.region, place.town);
    expect(page).toMatchObject({ country, ...place, currency: 'MZN' });
    expect(page.positions.map((p: { position: string }) => p.position)).not.toContain(
      'Patient Meals',
    );
    expect(entryOf(page, 'Au Pair')).toEqual({
      position: 'Au Pair',
      town_jobs: 6,
      figures,
    });
  });

  it('uses the next larger area below five jobs: the region, then the country', async () => {
    await publishAll('Babysitter', { region: 'Gaza', town: 'Chokwe' }, [
      'MT 6,000',
      'MT 7,000',
      'MT 8,000',
    ]);
    await publishAll('Babysitter', { region: 'Gaza', town: 'Xai-Xai' }, [
      'MT 9,000',
      'MT 10,000',
      'MT 11,000',
    ]);
    await publishAll('Babysitter', { region: 'Tete', town: 'Moatize' }, ['MT 20,000', 'MT 30,000']);

    const gaza = {
      median: 8_500,
      lower_quartile: 7_250,
      upper_quartile: 9_750,
      jobs: 6,
      area: { level: 'region', name: 'Gaza' },
    };
    expect((await guide('Babysitter', { region: 'Gaza', town: 'Chokwe' })).figures).toEqual(gaza);
    expect((await guide('Babysitter', { region: 'Gaza' })).figures).toEqual(gaza);
    // Tete has two: Mozambique's eight are used (6,7,8,9,10,11,20,30 thousand).
    expect((await guide('Babysitter', { region: 'Tete', town: 'Moatize' })).figures).toEqual({
      area: { level: 'country', name: 'Mozambique' },
      median: 9_500,
      lower_quartile: 7_750,
      upper_quartile: 13_250,
      jobs: 8,
    });
    // Nowhere five yet: a clear "not enough jobs".
    expect(await guide('Manny', { region: 'Gaza', town: 'Chokwe' })).toEqual({
      position: 'Manny',
      currency: 'MZN',
      figures: null,
    });
  });

  it('moves with pausing, resuming, editing, deleting and taking the salary out', async () => {
    const place = { region: 'Niassa', town: 'Lichinga' };
    const jobs = await publishAll('Holiday Nanny', place, [
      'MT 10,000',
      'MT 11,000',
      'MT 12,000',
      'MT 13,000',
      'MT 14,000',
    ]);
    const figures = async () => (await guide('Holiday Nanny', place)).figures;
    const at = (median: number, jobs: number, level = 'town', name = 'Lichinga') =>
      expect.objectContaining({ median, jobs, area: { level, name } });
    expect(await figures()).toEqual(at(12_000, 5));

    const act = (n: number, method: string, path = '', body?: unknown) =>
      api(method, `/api/jobs/${jobs[n]!.id}${path}`, { token: jobs[n]!.token, body });
    const edit = (n: number, changes: Record<string, unknown>) =>
      act(
        n,
        'PUT',
        '',
        jobForm({ position: 'Holiday Nanny', currently_in: country, ...place, ...changes }),
      );

    expect((await act(4, 'POST', '/pause')).status).toBe(200);
    expect(await figures()).toBeNull();
    expect((await act(4, 'POST', '/publish')).status).toBe(200);
    expect(await figures()).toEqual(at(12_000, 5));

    // 10,000 becomes 20,000: 11, 12, 13, 14, 20.
    expect((await edit(0, { salary: 'MT 20,000 a month' })).status).toBe(200);
    expect(await figures()).toEqual(at(13_000, 5));
    // An edit that keeps the salary keeps the count.
    expect((await edit(0, { salary: 'MT 20,000 a month', hours: '8 to 5' })).status).toBe(200);
    expect(await figures()).toEqual(at(13_000, 5));

    // Moving one to another town of the region: Lichinga has four, Niassa five.
    expect((await edit(1, { town: 'Cuamba', salary: 'MT 11,000' })).status).toBe(200);
    expect(await figures()).toEqual(at(13_000, 5, 'region', 'Niassa'));
    expect((await guide('Holiday Nanny', { region: 'Niassa', town: 'Cuamba' })).figures).toEqual(
      at(13_000, 5, 'region', 'Niassa'),
    );

    // A salary the guide cannot read takes the job out; a deleted job goes.
    expect((await edit(2, { salary: 'Competitive' })).status).toBe(200);
    expect(await figures()).toBeNull();
    expect((await edit(2, { salary: 'MT 12,000' })).status).toBe(200);
    expect(await figures()).toEqual(at(13_000, 5, 'region', 'Niassa'));
    expect((await act(3, 'DELETE')).status).toBe(200);
    expect(await figures()).toBeNull();
    const page = await townPage(place.region, place.town);
    expect(entryOf(page, 'Holiday Nanny')).toEqual({
      position: 'Holiday Nanny',
      town_jobs: 3,
      figures: null,
    });
  });

  it('takes out a job an admin takes down after a report', async () => {
    const place = { region: 'Manica', town: 'Chimoio' };
    const jobs = await publishAll('Elderly Caregiver', place, [
      'MT 9,000',
      'MT 9,500',
      'MT 10,000',
      'MT 10,500',
      'MT 11,000',
    ]);
    const figures = async () => (await guide('Elderly Caregiver', place)).figures;
    expect(await figures()).toMatchObject({ median: 10_000, jobs: 5 });
    const [admin, reporter] = await Promise.all([
      signIn('admin@demo.test', DEMO_PASSWORD),
      registerVerified('childcarer'),
    ]);
    const reported = await api('POST', '/api/reports', {
      token: reporter.idToken,
      body: { kind: 'job', post_id: jobs[0]!.id, reason: 'Asks for a fee before the interview' },
    });
    expect(reported.status).toBe(201);
    let id: string | undefined;
    for (let cursor: string | undefined = '', pages = 0; !id && cursor !== undefined; pages++) {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page: { body: Record<string, any> } = await api('GET', `/api/admin/reports${query}`, {
        token: admin.idToken,
      });
      id = page.body.reports.find(
        (r: { kind: string; target: string }) => r.kind === 'job' && r.target === jobs[0]!.id,
      )?.id;
      cursor = page.body.cursor ?? undefined;
      expect(pages).toBeLessThan(50);
    }
    const decided = await api('PUT', `/api/admin/reports/${id}/decision`, {
      token: admin.idToken,
      body: { action: 'hide' },
    });
    expect(decided.status).toBe(200);
    expect(await figures()).toBeNull();
  });

  it('falls back per position on the town page, saying which area a figure is from', async () => {
    const beira = { region: 'Sofala', town: 'Beira' };
    await publishAll('Nanny-Housekeeper', beira, [
      'MT 5,000',
      'MT 6,000',
      'MT 7,000',
      'MT 8,000',
      'MT 9,000',
    ]);
    await publishAll('Weekend Nanny', beira, ['MT 4,000', 'MT 4,500']);
    await publishAll('Weekend Nanny', { region: 'Sofala', town: 'Dondo' }, [
      'MT 5,000',
      'MT 5,500',
      'MT 6,000',
    ]);
    const page = await townPage(beira.region, beira.town);
    const of = (position: string) => entryOf(page, position);
    expect(of('Nanny-Housekeeper')).toEqual({
      position: 'Nanny-Housekeeper',
      town_jobs: 5,
      figures: {
        area: { level: 'town', name: 'Beira' },
        median: 7_000,
        lower_quartile: 6_000,
        upper_quartile: 8_000,
        jobs: 5,
      },
    });
    expect(of('Weekend Nanny')).toEqual({
      position: 'Weekend Nanny',
      town_jobs: 2,
      figures: {
        area: { level: 'region', name: 'Sofala' },
        median: 5_000,
        lower_quartile: 4_500,
        upper_quartile: 5_500,
        jobs: 5,
      },
    });
    // The list's order is the positions' own.
    const listed = page.positions.map((p: { position: string }) => p.position);
    expect(listed.indexOf('Nanny-Housekeeper')).toBeLessThan(listed.indexOf('Weekend Nanny'));
  });

  it('refuses a bad query with a message, and answers nothing else', async () => {
    const refused = async (path: string, field: string, message: string) => {
      const answer = await api('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.[field] ?? answer.body.message).toBe(message);
      expect(answer.body).not.toHaveProperty('figures');
    };
    await refused(
      '/api/salary-guide?position=Chef&country=Zambia',
      'position',
      'Choose a position',
    );
    await refused(
      '/api/salary-guide?position=Patient%20Meals&country=Zambia',
      'position',
      'Choose a position',
    );
    await refused(
      '/api/salary-guide?position=Nanny&country=Atlantis',
      'country',
      'Choose a country from the list',
    );
    await refused(
      '/api/salary-guide?position=Nanny&country=Zambia&region=Nowhere',
      'region',
      'Choose a region from the list',
    );
    await refused(
      '/api/salary-guide?position=Nanny&country=Zambia&town=Lusaka',
      'region',
      'Choose a region from the list',
    );
    await refused(
      '/api/salary-guide/town?country=Zambia&region=Lusaka&town=Atlantis',
      'town',
      'Choose a town from the list',
    );
    const unknown = await api('GET', '/api/salary-guide?position=Nanny&country=Zambia&salary=1');
    expect(unknown.status).toBe(400);
  });

  it('shows the demo data a guide for nannies in Lusaka', async () => {
    const { figures } = await api(
      'GET',
      '/api/salary-guide?position=Nanny&country=Zambia&region=Lusaka&town=Lusaka',
    ).then((answer) => answer.body);
    expect(figures).toMatchObject({ area: { level: 'town', name: 'Lusaka' } });
    expect(figures.jobs).toBeGreaterThanOrEqual(5);
  });
});
