import type { TraitId } from './questionnaire.js';

/*
 * Levels and the summary's parts, apart from the questionnaire's words: the SPA words them in
 * the reader's language from its catalogue, and the public profile page should not carry the
 * statements to do it.
 */

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

/**
 * What the summary says, as parts the SPA words in the reader's language (the ids of the
 * traits it names) and the API words in English (`summaryOf`, stored with the result).
 */
export type SummaryPart =
  | { kind: 'allStrong'; count: number; top?: TraitId }
  | { kind: 'strongest'; traits: TraitId[] }
  | { kind: 'highest'; trait: TraitId }
  | { kind: 'balanced'; top?: TraitId }
  | { kind: 'growing'; traits: TraitId[] };

/**
 * One or two parts from the scores: the strongest traits (at most two), and those still
 * growing (at most two). A single highest trait is named only when no other ties it; other
 * ties keep the questionnaire's trait order.
 */
export function summaryParts(scores: readonly TraitScore[]): SummaryPart[] {
  const high = [...scores].sort((a, b) => b.score - a.score);
  const low = [...scores].sort((a, b) => a.score - b.score);
  const strong = high.filter((s) => levelOf(s.score) === 'strong').map((s) => s.trait);
  const growing = low.filter((s) => levelOf(s.score) === 'growing').map((s) => s.trait);
  const top = high.length < 2 || high[0]!.score > high[1]!.score ? high[0]?.trait : undefined;
  if (strong.length === scores.length) return [{ kind: 'allStrong', count: scores.length, top }];
  const parts: SummaryPart[] = [];
  if (strong.length) parts.push({ kind: 'strongest', traits: strong.slice(0, 2) });
  else if (!growing.length) parts.push({ kind: 'balanced', top });
  else if (top) parts.push({ kind: 'highest', trait: top });
  if (growing.length) parts.push({ kind: 'growing', traits: growing.slice(0, 2) });
  return parts;
}
