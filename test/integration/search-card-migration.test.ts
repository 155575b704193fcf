import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import {
  cardsPredateLayout,
  rebuildCaregiverCards,
} from '../../lambdas/core/search/rebuild-cards.js';
import { api } from '../support/api.js';
import { liveCaregiver } from '../support/profiles.js';

const cardsOf = async (uid: string) =>
  (await db().entities.caregiverCard.query.byUser({ uid }).go({ pages: 'all' })).data;

describe('caregiver cards written before language became a key', () => {
  it('are detected and rebuilt, after which language search finds the caregiver', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const nanny = await liveCaregiver('Old Cards', {
      basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
    });
    const full = await cardsOf(nanny.uid);
    // The old layout: only the any-language cards (their keys never changed).
    const languageCards = full.filter((card) => card.positionKey.includes('~'));
    expect(languageCards.length).toBeGreaterThan(0);
    await db().entities.caregiverCard.delete(languageCards).go();
    expect(await cardsPredateLayout(nanny.uid)).toBe(true);
    const search = async () =>
      (
        await api<{ caregivers: { uid: string }[] }>(
          'GET',
          `/api/caregivers?${new URLSearchParams({ position: 'Nanny', country: 'Botswana', region, language: 'bemba' }).toString()}`,
        )
      ).body.caregivers.map((found) => found.uid);
    expect(await search()).not.toContain(nanny.uid);

    expect(await rebuildCaregiverCards(Date.now())).toBeGreaterThan(0);
    expect(await cardsPredateLayout(nanny.uid)).toBe(false);
    expect((await cardsOf(nanny.uid)).length).toBe(full.length);
    expect(await search()).toContain(nanny.uid);
  }, 120_000);
});

describe('caregiver cards written before a search could ask for cooks', () => {
  it('are detected and rebuilt, after which a search by kind finds the caregiver', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const nanny = await liveCaregiver('No Kind Cards', {
      basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
    });
    const full = await cardsOf(nanny.uid);
    const kindCards = full.filter((card) => card.positionKey === 'type:childcarer');
    expect(kindCards).toHaveLength(2);
    await db().entities.caregiverCard.delete(kindCards).go();
    expect(await cardsPredateLayout(nanny.uid)).toBe(true);
    const search = async () =>
      (
        await api<{ caregivers: { uid: string }[] }>(
          'GET',
          `/api/caregivers?${new URLSearchParams({ user_type: 'childcarer', country: 'Botswana', region }).toString()}`,
        )
      ).body.caregivers.map((found) => found.uid);
    expect(await search()).toEqual([]);
    expect(await rebuildCaregiverCards(Date.now())).toBeGreaterThan(0);
    expect(await cardsPredateLayout(nanny.uid)).toBe(false);
    expect(await search()).toEqual([nanny.uid]);
  }, 120_000);
});
