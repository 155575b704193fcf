import { items, traitById, traitIds, type TraitId } from './questionnaire.js';

/** Answers by item id, each 1-5 (the request schema guarantees every item is there). */
export type Answers = Readonly<Record<string, number>>;

export interface TraitScore {
  trait: TraitId;
  /** 0 (all answers at the low end of the trait) to 100 (all at the high end). */
  score: number;
}

export type Level = 'strong' | 'moderate' | 'growing';
export const STRONG_FROM = 70;
export const MODERATE_FROM = 40;

export const levelOf = (score: number): Level =>
  score >= STRONG_FROM ? 'strong' : score >= MODERATE_FROM ? 'moderate' : 'growing';

/** How a level is written next to the trait's name. */
export const levelWords: Readonly<Record<Level, string>> = {
  strong: 'Strong',
  moderate: 'Moderate',
  growing: 'Still growing',
};

/** An answer as it counts for its trait: reverse-keyed statements count 6 - answer. */
export const keyed = (answer: number, reverse: boolean): number => (reverse ? 6 - answer : answer);

/** Each trait's score: the mean of its keyed answers, from 1..5 to 0..100, rounded. */
export function scoreAnswers(answers: Answers): TraitScore[] {
  return traitIds.map((trait) => {
    const own = items.filter((item) => item.trait === trait);
    const sum = own.reduce((total, item) => {
      const answer = answers[item.id];
      if (answer === undefined || !Number.isInteger(answer) || answer < 1 || answer > 5)
        throw new Error(`No valid answer for ${item.id}`);
      return total + keyed(answer, item.reverse);
    }, 0);
    const mean = sum / own.length;
    return { trait, score: Math.round(((mean - 1) / 4) * 100) };
  });
}

const phrases = (scores: TraitScore[]) => {
  const names = scores.map((s) => traitById(s.trait).phrase);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
};

/**
 * One or two short sentences from the scores: the strongest traits (at most two), and those
 * still growing (at most two). A single highest trait is named only when no other ties it;
 * other ties keep the questionnaire's trait order.
 */
export function summaryOf(scores: TraitScore[]): string {
  const high = [...scores].sort((a, b) => b.score - a.score);
  const low = [...scores].sort((a, b) => a.score - b.score);
  const strong = high.filter((s) => levelOf(s.score) === 'strong');
  const growing = low.filter((s) => levelOf(s.score) === 'growing');
  const top = high.length < 2 || high[0]!.score > high[1]!.score ? high[0] : undefined;
  if (strong.length === scores.length)
    return top
      ? `Strong in all ${scores.length} traits, most of all ${phrases([top])}.`
      : `Strong in all ${scores.length} traits.`;
  const first = strong.length
    ? `Strongest in ${phrases(strong.slice(0, 2))}.`
    : growing.length
      ? top
        ? `Highest in ${phrases([top])}.`
        : ''
      : top
        ? `A steady, balanced result, highest in ${phrases([top])}.`
        : 'A steady, balanced result.';
  const second = growing.length ? `Still growing in ${phrases(growing.slice(0, 2))}.` : '';
  return [first, second].filter(Boolean).join(' ');
}

/** Scores and summary of a complete set of answers. */
export function scoreTest(answers: Answers) {
  const scores = scoreAnswers(answers);
  return { scores, summary: summaryOf(scores) };
}
