import {
  summaryParts,
  type Level,
  type SummaryPart,
  type TraitScore,
} from '@core/personality/levels';
import type { TraitId } from '@core/personality/questionnaire';
import type { Translate } from '../i18n/namespace';
import type { UiKey } from './i18n';

/*
 * A personality result in the reader's words, from trait ids, scores and levels (the API's
 * English `name`, `words` and `summary` stay in its answer for older clients). The keys'
 * English text is the questionnaire's and the scoring's own (test/unit/personality-words.test.ts).
 */

type T = Translate<UiKey>;

/** "Patience", "Warmth and empathy": the trait's name as a heading or label. */
export const traitName = (t: T, trait: TraitId) => t(`personality.trait.${trait}.name` as const);

/** "Strong", "Still growing": a level next to the trait's name. */
export const levelName = (t: T, level: Level) => t(`personality.level.${level}` as const);

const phrase = (t: T, trait: TraitId) => t(`personality.trait.${trait}.phrase` as const);

function sentence(t: T, part: SummaryPart): string {
  switch (part.kind) {
    case 'allStrong':
      return part.top
        ? t('personality.summary.allStrongTop', { count: part.count, trait: phrase(t, part.top) })
        : t('personality.summary.allStrong', { count: part.count });
    case 'strongest':
    case 'growing': {
      const [first, second] = part.traits.map((trait) => phrase(t, trait));
      return second
        ? t(`personality.summary.${part.kind}Two` as const, { first, second })
        : t(`personality.summary.${part.kind}` as const, { trait: first });
    }
    case 'highest':
      return t('personality.summary.highest', { trait: phrase(t, part.trait) });
    case 'balanced':
      return part.top
        ? t('personality.summary.balancedTop', { trait: phrase(t, part.top) })
        : t('personality.summary.balanced');
  }
}

/** The summary's one or two sentences, from the scores (as the API's English `summary`). */
export const summaryText = (t: T, scores: readonly TraitScore[]): string =>
  summaryParts(scores)
    .map((part) => sentence(t, part))
    .join(' ');
