import { describe, expect, it } from 'vitest';
import { packagesFor } from '../../lambdas/core/payments/packages.js';
import { submitAnswersBody } from '../../lambdas/core/personality/schemas.js';
import {
  items,
  likertScale,
  traitIds,
  traits,
} from '../../lambdas/core/personality/questionnaire.js';
import {
  keyed,
  levelOf,
  scoreAnswers,
  scoreTest,
  summaryOf,
  type TraitScore,
} from '../../lambdas/core/personality/scoring.js';
import {
  localCurrencies,
  personalityTestPriceFor,
  personalityTestPrices,
  toMajorUnits,
  usdExchangeRates,
} from '../../lambdas/core/reference/prices.js';

/** The same answer to every statement. */
const all = (value: number) => Object.fromEntries(items.map((item) => [item.id, value]));
/** Answers that put each trait's keyed mean at `level` (1..5) for the traits given. */
const keyedTo = (levels: Partial<Record<string, number>>, otherwise = 3) =>
  Object.fromEntries(
    items.map((item) => {
      const level = levels[item.trait] ?? otherwise;
      return [item.id, item.reverse ? 6 - level : level];
    }),
  );
const scoresOf = (entries: [string, number][]): TraitScore[] =>
  entries.map(([trait, score]) => ({ trait: trait as TraitScore['trait'], score }));

describe('the questionnaire', () => {
  it('has at least 20 statements over five traits, each trait with reverse-keyed ones', () => {
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(traits.map((trait) => trait.id)).toEqual([...traitIds]);
    for (const trait of traitIds) {
      const own = items.filter((item) => item.trait === trait);
      expect(own.length, trait).toBeGreaterThanOrEqual(4);
      expect(
        own.some((item) => item.reverse),
        trait,
      ).toBe(true);
      expect(
        own.some((item) => !item.reverse),
        trait,
      ).toBe(true);
    }
    expect(likertScale.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('scoring', () => {
  it('counts a reverse-keyed answer as 6 minus the answer', () => {
    expect(keyed(5, true)).toBe(1);
    expect(keyed(2, true)).toBe(4);
    expect(keyed(2, false)).toBe(2);
  });

  it('scores 0 to 100 per trait from the keyed mean', () => {
    expect(scoreAnswers(keyedTo({}, 5)).map((s) => s.score)).toEqual([100, 100, 100, 100, 100]);
    expect(scoreAnswers(keyedTo({}, 1)).map((s) => s.score)).toEqual([0, 0, 0, 0, 0]);
    expect(scoreAnswers(keyedTo({ patience: 4 })).map((s) => s.score)).toEqual([
      75, 50, 50, 50, 50,
    ]);
  });

  it('does not reward agreeing with everything: reverse-keyed statements pull it to the middle', () => {
    // Two of five statements per trait are reverse-keyed: keyed answers 5,5,5,1,1 -> mean 3.4.
    const scores = scoreAnswers(all(5));
    expect(scores.map((s) => s.score)).toEqual([60, 60, 60, 60, 60]);
    expect(scoreAnswers(all(1)).map((s) => s.score)).toEqual([40, 40, 40, 40, 40]);
  });

  it('moves one trait when one of its reverse-keyed answers changes', () => {
    const answers = all(3);
    const reverse = items.find((item) => item.trait === 'calm' && item.reverse)!;
    const before = scoreAnswers(answers);
    const after = scoreAnswers({ ...answers, [reverse.id]: 5 });
    expect(after.find((s) => s.trait === 'calm')!.score).toBe(40);
    expect(after.filter((s) => s.trait !== 'calm')).toEqual(
      before.filter((s) => s.trait !== 'calm'),
    );
  });

  it('refuses a missing or out-of-range answer', () => {
    const answers = all(3);
    expect(() => scoreAnswers({ ...answers, [items[0]!.id]: 6 })).toThrow();
    const { [items[0]!.id]: _dropped, ...missing } = answers;
    expect(() => scoreAnswers(missing)).toThrow();
  });

  it('puts scores into levels at 40 and 70', () => {
    expect([0, 39, 40, 69, 70, 100].map(levelOf)).toEqual([
      'growing',
      'growing',
      'moderate',
      'moderate',
      'strong',
      'strong',
    ]);
  });
});

describe('the summary', () => {
  it('names the two strongest traits and the ones still growing', () => {
    const summary = summaryOf(
      scoresOf([
        ['patience', 90],
        ['reliability', 85],
        ['warmth', 75],
        ['calm', 50],
        ['openness', 30],
      ]),
    );
    expect(summary).toBe(
      'Strongest in patience and reliability. Still growing in openness to guidance.',
    );
  });

  it('says when every trait is strong, and when the result is balanced', () => {
    expect(summaryOf(scoreAnswers(keyedTo({ warmth: 5 }, 4)))).toBe(
      'Strong in all 5 traits, most of all warmth and empathy.',
    );
    const balanced = scoresOf(traitIds.map((trait) => [trait, trait === 'calm' ? 65 : 50]));
    expect(summaryOf(balanced)).toBe('A steady, balanced result, highest in calm under stress.');
  });

  it('names no single highest trait when several share the top score', () => {
    expect(summaryOf(scoreAnswers(keyedTo({}, 5)))).toBe('Strong in all 5 traits.');
    expect(summaryOf(scoreAnswers(keyedTo({}, 3)))).toBe('A steady, balanced result.');
    expect(summaryOf(scoreAnswers(keyedTo({}, 1)))).toBe(
      'Still growing in patience and reliability.',
    );
  });

  it('names the highest trait when none is strong but some are still growing', () => {
    const summary = summaryOf(
      scoresOf([
        ['patience', 20],
        ['reliability', 60],
        ['warmth', 10],
        ['calm', 45],
        ['openness', 35],
      ]),
    );
    expect(summary).toBe(
      'Highest in reliability. Still growing in warmth and empathy and patience.',
    );
  });

  it('comes with the scores from scoreTest', () => {
    const { scores, summary } = scoreTest(keyedTo({ patience: 5, openness: 1 }));
    expect(scores.find((s) => s.trait === 'patience')!.score).toBe(100);
    expect(summary).toBe('Strongest in patience. Still growing in openness to guidance.');
  });
});

describe('the answers request', () => {
  it('takes every statement answered 1 to 5 and nothing else', () => {
    expect(submitAnswersBody.safeParse({ answers: all(4) }).success).toBe(true);
    expect(submitAnswersBody.safeParse({}).success).toBe(false);
    expect(submitAnswersBody.safeParse({ answers: {} }).success).toBe(false);
    expect(submitAnswersBody.safeParse({ answers: { ...all(4), [items[3]!.id]: 6 } }).success).toBe(
      false,
    );
    expect(
      submitAnswersBody.safeParse({ answers: { ...all(4), [items[3]!.id]: 2.5 } }).success,
    ).toBe(false);
    expect(submitAnswersBody.safeParse({ answers: { ...all(4), extra: 3 } }).success).toBe(false);
    expect(submitAnswersBody.safeParse({ answers: all(4), paid: true }).success).toBe(false);
  });
});

describe('the price of the test', () => {
  it('is ZMW 1 in Zambia and never less than that elsewhere', () => {
    expect(personalityTestPriceFor('ZMW')).toEqual({
      currency: 'ZMW',
      amountMinor: 100,
      usd: 0.04,
    });
    expect(personalityTestPriceFor('EUR')).toMatchObject({ currency: 'USD', amountMinor: 4 });
    expect(personalityTestPrices).toMatchObject({ KES: 600, NGN: 6000, RWF: 58, UGX: 144 });
    for (const currency of localCurrencies) {
      const zmwWorth = 1 / usdExchangeRates.ZMW.perUsd;
      const major = toMajorUnits(personalityTestPrices[currency], currency);
      const usdWorth = currency === 'ZMW' ? zmwWorth : major / usdExchangeRates[currency].perUsd;
      expect(usdWorth, currency).toBeGreaterThanOrEqual(zmwWorth - 1e-9);
      expect(Number.isInteger(major), currency).toBe(true);
    }
  });

  it('is a package caregivers can buy, not parents', () => {
    const caregiver = packagesFor('childcarer', 'GHS').packages.find(
      (p) => p.kind === 'personality',
    );
    expect(caregiver).toMatchObject({ id: 'personality-test', currency: 'GHS', amountMinor: 100 });
    expect(packagesFor('parent', 'ZMW').packages.some((p) => p.kind === 'personality')).toBe(false);
  });
});
