import { describe, expect, it } from 'vitest';
import {
  cardsFor,
  MAX_CARDS_PER_CAREGIVER,
  positionLanguageKey,
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
  it('one card per (position or ANY) x (language or any) x (country or ANY)', () => {
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
    expect(cardsFor(user, 0)).toHaveLength(2 * 2 * 2);
  });

  it('stays within a transaction: at most 48 cards (5 positions, 3 languages)', () => {
    const user = caregiver({
      positions: ['Nanny', 'Governess', 'Babysitter', 'Manny', 'Au Pair'],
      languages: ['English', 'French', 'tonga'],
    });
    expect(cardsFor(user, 0)).toHaveLength(MAX_CARDS_PER_CAREGIVER);
    // A rewrite that changes every key: stale deletes + puts + the version check.
    expect(2 * MAX_CARDS_PER_CAREGIVER + 1).toBeLessThanOrEqual(100);
  });

  it('has no cards unless live and complete', () => {
    expect(cardsFor(caregiver({ live: false, positions: ['Nanny'] }), 0)).toEqual([]);
  });
});
