import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { cookPositions } from '../../lambdas/core/reference/positions.js';
import { refreshCaregiverCards } from '../../lambdas/core/search/caregiver-cards.js';
import { findCaregivers } from '../../lambdas/core/search/find-caregivers.js';
import { dynamoClient } from '../../lambdas/ports/clients/dynamo.js';
import { storage } from '../../lambdas/ports/storage.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { caregiverBasics, liveCaregiver, saveSection } from '../support/profiles.js';

type Result = { uid: string; fullname?: string; town?: string };
const search = async (query: Record<string, string>) =>
  (
    await api<{ caregivers: Result[]; cursor?: string }>(
      'GET',
      `/api/caregivers?${new URLSearchParams(query).toString()}`,
    )
  ).body;
const uids = (results: { caregivers: Result[] }) => results.caregivers.map((found) => found.uid);

/** A free-text region of a country we list no regions for: a partition of the test's own. */
const uniqueRegion = () => `Region ${randomUUID().slice(0, 8)}`;
const inBotswana = (region: string, town = 'Gaborone') => ({
  basics: { currently_in: 'Botswana', region, town },
});

describe('find a caregiver (spec sections 2, 5, 7, 9)', () => {
  it('finds live caregivers by position, country, region and town, never incomplete ones', async () => {
    const nanny = await liveCaregiver('Search Me', {
      basics: { region: 'Luapula', town: 'Mansa' },
      roles: { positions: ['Maternity Nurse'] },
    });
    const queries: Record<string, string>[] = [
      { position: 'Maternity Nurse' },
      { position: 'Maternity Nurse', country: 'Zambia' },
      { position: 'Maternity Nurse', country: 'Zambia', region: 'Luapula' },
      { position: 'Maternity Nurse', country: 'Zambia', region: 'Luapula', town: 'Mansa' },
    ];
    for (const query of queries) {
      expect(uids(await search(query)), JSON.stringify(query)).toContain(nanny.uid);
    }
    expect(
      uids(
        await search({
          position: 'Maternity Nurse',
          region: 'Luapula',
          town: 'Mansa',
          country: 'Kenya',
        }),
      ),
    ).not.toContain(nanny.uid);
    const result = (
      await search({ position: 'Maternity Nurse', country: 'Zambia' })
    ).caregivers.find((c) => c.uid === nanny.uid);
    expect(result).toMatchObject({ fullname: 'Search Me', town: 'Mansa' });
    expect(JSON.stringify(result)).not.toMatch(/971234567|Freedom Way|@/);

    // Hidden: out of search at once.
    await saveSection(nanny.idToken, 'basic-information', {
      ...caregiverBasics,
      region: 'Luapula',
      town: 'Mansa',
      radioValue: 1,
    });
    expect(uids(await search({ position: 'Maternity Nurse', country: 'Zambia' }))).not.toContain(
      nanny.uid,
    );
  });

  it.each([
    ['position', 'Any Position'],
    ['level', 'Any Level'],
    ['language', 'Any Language'],
    ['live_in_out', 'Either'],
    ['full_part_time', 'Both'],
    ['sex', 'Not specified'],
    ['country', 'Any Country'],
    ['region', 'Any Region'],
    ['town', 'Any Town'],
    ['language', ''],
  ])('treats %s=%j as no filter', async (name, value) => {
    const region = uniqueRegion();
    const nanny = await liveCaregiver('Unset Filter', inBotswana(region));
    const base = { country: 'Botswana', region, town: 'Gaborone' };
    const query =
      name === 'region' || name === 'town' || name === 'country'
        ? { ...base, position: 'Nanny', [name]: value }
        : { ...base, [name]: value };
    expect(uids(await search(query))).toContain(nanny.uid);
  });

  it('narrows by level, language, live in/out and sex within the partition', async () => {
    const region = uniqueRegion();
    const fluent = await liveCaregiver('Speaks Lozi', {
      basics: {
        ...inBotswana(region).basics,
        languages: ['English', 'lozi'],
        education: 'College degree',
        sex: 'Female',
      },
    });
    const other = await liveCaregiver('Speaks Tonga', {
      basics: {
        ...inBotswana(region).basics,
        languages: ['tonga'],
        education: 'High school diploma',
        sex: 'Male',
      },
      roles: { live_in_out: 'Live in' },
    });
    const base = { country: 'Botswana', region };
    expect(uids(await search({ ...base, language: 'lozi' }))).toEqual([fluent.uid]);
    expect(uids(await search({ ...base, level: 'High school diploma' }))).toEqual([other.uid]);
    expect(uids(await search({ ...base, live_in_out: 'Live in' }))).toEqual([other.uid]);
    expect(uids(await search({ ...base, live_in_out: 'Live out' }))).toEqual([fluent.uid]);
    expect(uids(await search({ ...base, sex: 'Female', language: 'lozi' }))).toEqual([fluent.uid]);
    expect(uids(await search({ ...base, sex: 'Male', language: 'lozi' }))).toEqual([]);
  });

  it('reads only the cards of the language asked for, in every combination', async () => {
    const region = uniqueRegion();
    const speaker = await liveCaregiver('Speaks Kaonde', {
      basics: { ...inBotswana(region).basics, languages: ['kaonde', 'French'] },
      roles: { positions: ['Governess'] },
    });
    const place = { country: 'Botswana', region, town: 'Gaborone' };
    const combos: Record<string, string>[] = [
      { language: 'kaonde' },
      { language: 'French', position: 'Governess' },
      { language: 'kaonde', country: 'Botswana' },
      { language: 'kaonde', country: 'Botswana', region },
      { language: 'French', ...place },
      { language: 'kaonde', position: 'Governess', ...place },
      { language: 'kaonde', position: 'Any Position', ...place },
    ];
    for (const query of combos) {
      expect(uids(await search(query)), JSON.stringify(query)).toContain(speaker.uid);
    }
    for (const query of [
      { language: 'lunda', ...place },
      { language: 'kaonde', position: 'Nanny', ...place },
    ]) {
      expect(uids(await search(query)), JSON.stringify(query)).not.toContain(speaker.uid);
    }
    // A profile edit rewrites the language cards: the dropped language no longer finds them.
    await saveSection(speaker.idToken, 'basic-information', {
      ...caregiverBasics,
      ...inBotswana(region).basics,
      fullname: 'Speaks Kaonde',
      languages: ['lunda'],
    });
    expect(uids(await search({ language: 'lunda', ...place }))).toEqual([speaker.uid]);
    expect(uids(await search({ language: 'kaonde', ...place }))).toEqual([]);
    expect(uids(await search(place))).toEqual([speaker.uid]);
    const cards = (
      await db().entities.caregiverCard.query.byUser({ uid: speaker.uid }).go({ pages: 'all' })
    ).data;
    // (Governess + any position) x (lunda + any language) x (Botswana + any country), and
    // the childcarer kind x (Botswana + any country)
    expect(cards).toHaveLength(10);
  });

  it('lists featured caregivers first, then the newest', async () => {
    const region = uniqueRegion();
    const older = await liveCaregiver('Featured Older', inBotswana(region));
    const newer = await liveCaregiver('Plain Newer', inBotswana(region));
    const base = { country: 'Botswana', region };
    expect(uids(await search(base))).toEqual([newer.uid, older.uid]);
    // Featuring is bought in the payments issue; here it is set the way a purchase will.
    await db()
      .entities.user.patch({ uid: older.uid })
      .set({ featured: Date.now() + 86_400_000 })
      .go();
    await refreshCaregiverCards(older.uid, Date.now());
    expect(uids(await search(base))).toEqual([older.uid, newer.uid]);
  });

  it('pages 15 at a time without duplicates or gaps', async () => {
    const region = uniqueRegion();
    const made: string[] = [];
    for (let i = 0; i < 17; i += 6) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(6, 17 - i) }, (_, j) =>
          liveCaregiver(`Pager ${i + j}`, inBotswana(region)),
        ),
      );
      made.push(...batch.map((nanny) => nanny.uid));
    }
    const first = await search({ country: 'Botswana', region });
    expect(first.caregivers).toHaveLength(15);
    const second = await search({ country: 'Botswana', region, cursor: first.cursor! });
    const seen = [...uids(first), ...uids(second)];
    expect(new Set(seen).size).toBe(17);
    expect([...seen].sort()).toEqual([...made].sort());
  });

  it('leaves out incomplete profiles', async () => {
    const region = uniqueRegion();
    const incomplete = await registerVerified('childcarer');
    await saveSection(incomplete.idToken, 'basic-information', {
      ...caregiverBasics,
      ...inBotswana(region).basics,
    });
    expect(uids(await search({ country: 'Botswana', region }))).toEqual([]);
  });

  it('counts live caregivers for the home banner', async () => {
    const before = (await api('GET', '/api/caregiver-count')).body.live;
    expect(before).toBeGreaterThanOrEqual(100);
    await liveCaregiver('Counted');
    expect((await api('GET', '/api/caregiver-count')).body.live).toBeGreaterThanOrEqual(before + 1);
  });
});

describe('find a cook', () => {
  /** Items DynamoDB read for the Queries of `run` (ScannedCount), as the bench counts them. */
  const scanned = { items: 0 };
  beforeAll(() => {
    dynamoClient().middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        scanned.items += (result.output as { ScannedCount?: number }).ScannedCount ?? 0;
        return result;
      },
      { step: 'initialize', name: 'findCookReadCounter' },
    );
  });
  const itemsRead = async (filters: Record<string, string>) => {
    scanned.items = 0;
    const page = await findCaregivers(storage, filters);
    return { read: scanned.items, found: page.caregivers.length };
  };

  it('a cook chooses the cook positions; each kind keeps to its own', async () => {
    const cook = await registerVerified('cook');
    await saveSection(cook.idToken, 'basic-information', caregiverBasics);
    const me = async (token: string) => (await api('GET', '/api/me', { token })).body;
    const roles = (token: string, positions: string[], version: number) =>
      api('PUT', '/api/profile/roles', { token, body: { positions, version } });
    const before = await me(cook.idToken);
    for (const positions of [['Nanny'], ['Patient Meals', 'Babysitter']]) {
      const refused = await roles(cook.idToken, positions, before.version);
      expect(refused.status, JSON.stringify(positions)).toBe(400);
      expect(refused.body.fields?.positions).toBe('Choose a position from the list');
    }
    expect((await me(cook.idToken)).version).toBe(before.version);
    const saved = await roles(cook.idToken, cookPositions as string[], before.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.positions).toEqual(['Patient Meals']);

    const nanny = await registerVerified('childcarer');
    const refused = await roles(
      nanny.idToken,
      ['Patient Meals'],
      (await me(nanny.idToken)).version,
    );
    expect(refused.status).toBe(400);
  });

  it('finds cooks, or childcarers, by kind with the other filters', async () => {
    const region = uniqueRegion();
    const place = { country: 'Botswana', region };
    const cook = await liveCaregiver('Cook Mwila', { ...inBotswana(region), kind: 'cook' });
    const nanny = await liveCaregiver('Nanny Mwila', inBotswana(region));
    expect(uids(await search(place)).sort()).toEqual([cook.uid, nanny.uid].sort());
    expect(uids(await search({ ...place, user_type: 'cook' }))).toEqual([cook.uid]);
    expect(uids(await search({ ...place, user_type: 'childcarer' }))).toEqual([nanny.uid]);
    expect(uids(await search({ ...place, user_type: '' })).sort()).toEqual(
      [cook.uid, nanny.uid].sort(),
    );
    const cooking = { ...place, position: 'Patient Meals' };
    expect(uids(await search({ ...cooking, user_type: 'cook' }))).toEqual([cook.uid]);
    expect(uids(await search(cooking))).toEqual([cook.uid]);
    expect(uids(await search({ ...cooking, user_type: 'childcarer' }))).toEqual([]);
    expect(uids(await search({ ...place, position: 'Nanny', user_type: 'cook' }))).toEqual([]);
    // English and bemba (caregiverBasics): a language narrows the kind too.
    expect(uids(await search({ ...place, user_type: 'cook', language: 'bemba' }))).toEqual([
      cook.uid,
    ]);
    expect(uids(await search({ ...place, user_type: 'cook', language: 'lozi' }))).toEqual([]);
    const found = (await search({ ...place, user_type: 'cook' })).caregivers[0];
    expect(found).toMatchObject({ fullname: 'Cook Mwila', user_type: 'cook' });

    const refused = await api('GET', '/api/caregivers?user_type=parent');
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid-argument' } });
  });

  it('reads one page for a search by kind, however many caregivers there are', async () => {
    await Promise.all([1, 2].map((n) => liveCaregiver(`Cook ${n}`, { kind: 'cook' })));
    const searches: Record<string, string>[] = [
      { user_type: 'cook' },
      { user_type: 'childcarer' },
      { user_type: 'cook', country: 'Zambia' },
      { user_type: 'childcarer', country: 'Zambia', region: 'Lusaka' },
    ];
    for (const filters of searches) {
      const { read, found } = await itemsRead(filters);
      expect(found, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(read, JSON.stringify(filters)).toBe(found);
      expect(read, JSON.stringify(filters)).toBeLessThanOrEqual(15);
    }
  });
});
