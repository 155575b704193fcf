import { useId } from 'react';
import type { PersonalityResult } from '@core/personality/schemas';
import { useAppT } from '../app/i18n';
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
  const t = useAppT();
  const id = useId();
  return (
    <section className="card personality" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t('personality.title')}</h2>
      <p data-testid="personality-summary">{result.summary}</p>
      <ul className="plain-list personality__traits" aria-label={t('personality.traits')}>
        {result.traits.map((trait) => (
          <li key={trait.trait} className="personality__trait">
            <span className="personality__name" id={`${id}-${trait.trait}`}>
              {trait.name}
            </span>{' '}
            <meter
              min={0}
              max={100}
              low={40}
              high={70}
              optimum={100}
              value={trait.score}
              aria-labelledby={`${id}-${trait.trait}`}
              aria-valuetext={t('personality.score', { words: trait.words, score: trait.score })}
            />{' '}
            <span className="personality__words">
              {trait.words} ({trait.score}/100)
            </span>
          </li>
        ))}
      </ul>
      <p className="field__hint">{t('personality.taken', { date: formatDay(result.takenAt) })}</p>
    </section>
  );
}
