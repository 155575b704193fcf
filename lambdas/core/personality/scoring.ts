import { summaryParts, type Level, type SummaryPart, type TraitScore } from './levels.js';
import { items, traitById, traitIds, type TraitId } from './questionnaire.js';

export * from './levels.js';

/** Answers by item id, each 1-5 (the request schema guarantees every item is there). */
export type Answers = Readonly<Record<string, number>>;

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

const phrases = (ids: readonly TraitId[]) => {
  const names = ids.map((id) => traitById(id).phrase);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
};

/** A summary part in English. */
function englishPart(part: SummaryPart): string {
  switch (part.kind) {
    case 'allStrong':
      return part.top
        ? `Strong in all ${part.count} traits, most of all ${phrases([part.top])}.`
        : `Strong in all ${part.count} traits.`;
    case 'strongest':
      return `Strongest in ${phrases(part.traits)}.`;
    case 'highest':
      return `Highest in ${phrases([part.trait])}.`;
    case 'balanced':
      return part.top
        ? `A steady, balanced result, highest in ${phrases([part.top])}.`
        : 'A steady, balanced result.';
    case 'growing':
      return `Still growing in ${phrases(part.traits)}.`;
  }
}

/** The summary in English: one or two short sentences (stored with the result). */
export const summaryOf = (scores: readonly TraitScore[]): string =>
  summaryParts(scores).map(englishPart).join(' ');

/** Scores and summary of a complete set of answers. */
export function scoreTest(answers: Answers) {
  const scores = scoreAnswers(answers);
  return { scores, summary: summaryOf(scores) };
}
