import { describe, expect, it } from 'vitest';
import {
  cardsFor,
  MAX_CARDS_PER_CAREGIVER,
  positionLanguageKey,
  typeKey,
} from '../../lambdas/core/search/caregiver-cards.js';
import type { UserRecord } from '../../lambdas/core/users/users.js';

const caregiver = (changes: Partial<UserRecord>): UserRecord =>
  ({
    uid: 'u1',
    email: 'u1@example.test',
    user_type: 'childcarer',
    live: true,
    isCompelete: true,
    currently_in: 'Zambia',
    region: 'Lusaka',
    town: 'Lusaka',
    date_updated: 1,
    ...changes,
  }) as UserRecord;

const keys = (user: UserRecord) =>
  cardsFor(user, 0).map((card) => `${card.positionKey}|${card.countryKey}|${card.regionKey}`);

describe('caregiver search cards (language is a key)', () => {
  it('one card per (position or ANY) x (language or any) x (country or ANY), and per kind x (country or ANY)', () => {
    const user = caregiver({ positions: ['Nanny'], languages: ['English', 'tonga'] });
    expect(keys(user).sort()).toEqual(
      [
        'ANY|ANY|ANY',
        'ANY|Zambia|Lusaka',
        'ANY~English|ANY|ANY',
        'ANY~English|Zambia|Lusaka',
        'ANY~tonga|ANY|ANY',
        'ANY~tonga|Zambia|Lusaka',
        'Nanny|ANY|ANY',
        'Nanny|Zambia|Lusaka',
        'Nanny~English|ANY|ANY',
        'Nanny~English|Zambia|Lusaka',
        'Nanny~tonga|ANY|ANY',
        'Nanny~tonga|Zambia|Lusaka',
        'type:childcarer|ANY|ANY',
        'type:childcarer|Zambia|Lusaka',
      ].sort(),
    );
  });

  it('keeps the any-language keys cards had before, so job matching reads the same', () => {
    expect(positionLanguageKey('Nanny')).toBe('Nanny');
    expect(positionLanguageKey('Nanny', 'lozi')).toBe('Nanny~lozi');
  });

  it('ignores unset and repeated languages', () => {
    const user = caregiver({
      positions: ['Nanny'],
      languages: ['Not specified', 'lozi', 'lozi', ''],
    });
    expect(cardsFor(user, 0)).toHaveLength(2 * 2 * 2 + 2);
  });

  it('stays within a transaction: at most 50 cards (5 positions, 3 languages, the kind)', () => {
    const user = caregiver({
      positions: ['Nanny', 'Governess', 'Babysitter', 'Manny', 'Au Pair'],
      languages: ['English', 'French', 'tonga'],
    });
    const before = cardsFor(user, 0);
    expect(before).toHaveLength(MAX_CARDS_PER_CAREGIVER);
    // A rewrite that changes every key it can (positions, languages, country): the keys of
    // the ANY-country cards of ANY position and of the kind stay, so stale deletes + puts +
    // the version check fit in one transaction.
    const after = cardsFor(
      {
        ...user,
        positions: [
          'Governor',
          'Nanny-Housekeeper',
          'Nursery Worker',
          'Creche Assistant',
          'Weekend Nanny',
        ],
        languages: ['lozi', 'lunda', 'luvale'],
        currently_in: 'Kenya',
      },
      1,
    );
    const keyOf = (card: { positionKey: string; countryKey: string }) =>
      `${card.positionKey}#${card.countryKey}`;
    const kept = new Set(after.map(keyOf));
    const stale = before.filter((card) => !kept.has(keyOf(card)));
    expect(after).toHaveLength(MAX_CARDS_PER_CAREGIVER);
    expect(stale).toHaveLength(MAX_CARDS_PER_CAREGIVER - 2);
    expect(stale.length + after.length + 1).toBeLessThanOrEqual(100);
  });

  it('keeps each kind to its own positions; a cook who chose none is found as a cook', () => {
    const cook = caregiver({ user_type: 'cook', positions: ['Nanny'], languages: [] });
    expect(keys(cook).sort()).toEqual(
      [
        'ANY|ANY|ANY',
        'ANY|Zambia|Lusaka',
        'Patient Meals|ANY|ANY',
        'Patient Meals|Zambia|Lusaka',
        `${typeKey('cook')}|ANY|ANY`,
        `${typeKey('cook')}|Zambia|Lusaka`,
      ].sort(),
    );
    const nanny = caregiver({ positions: ['Patient Meals', 'Nanny'], languages: [] });
    expect(keys(nanny).filter((key) => key.startsWith('Patient Meals'))).toEqual([]);
  });

  it('has no cards unless live and complete', () => {
    expect(cardsFor(caregiver({ live: false, positions: ['Nanny'] }), 0)).toEqual([]);
  });
});
