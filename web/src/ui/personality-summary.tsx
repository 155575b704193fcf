import { useId, useMemo } from 'react';
import type { PersonalityResult } from '@core/personality/schemas';
import { useUiT } from './i18n';
import { levelName, summaryText, traitName } from './personality-words';
import { formatDay } from '../i18n/format';

/**
 * A personality test result in short: the summary sentence, each trait with a bar and a word,
 * and the date it was taken. Shown on the caregiver's own page and on the public /cv page;
 * it never has the answers.
 */
export function PersonalitySummary({
  result,
  title,
}: {
  result: PersonalityResult;
  title?: string;
}) {
  const t = useUiT();
  const id = useId();
  // Worded here from the scores, in the reader's language (the API's summary is English).
  const summary = useMemo(() => summaryText(t, result.traits), [t, result.traits]);
  return (
    <section className="card personality" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t('personality.title')}</h2>
      <p data-testid="personality-summary">{summary}</p>
      <ul className="plain-list personality__traits" aria-label={t('personality.traits')}>
        {result.traits.map((trait) => (
          <li key={trait.trait} className="personality__trait">
            <span className="personality__name" id={`${id}-${trait.trait}`}>
              {traitName(t, trait.trait)}
            </span>{' '}
            <meter
              min={0}
              max={100}
              low={40}
              high={70}
              optimum={100}
              value={trait.score}
              aria-labelledby={`${id}-${trait.trait}`}
              aria-valuetext={t('personality.score', {
                words: levelName(t, trait.level),
                score: trait.score,
              })}
            />{' '}
            <span className="personality__words">
              {levelName(t, trait.level)} ({trait.score}/100)
            </span>
          </li>
        ))}
      </ul>
      <p className="field__hint">{t('personality.taken', { date: formatDay(result.takenAt) })}</p>
    </section>
  );
}
