import { useId } from 'react';
import type { PersonalityResult } from '@core/personality/schemas';

/**
 * A personality test result in short: the summary sentence, each trait with a bar and a word,
 * and the date it was taken. Shown on the caregiver's own page and on the public /cv page;
 * it never has the answers.
 */
export function PersonalitySummary({
  result,
  title = 'Personality test',
}: {
  result: PersonalityResult;
  title?: string;
}) {
  const id = useId();
  return (
    <section className="card personality" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p data-testid="personality-summary">{result.summary}</p>
      <ul className="plain-list personality__traits" aria-label="Personality traits">
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
              aria-valuetext={`${trait.words}, ${trait.score} out of 100`}
            />{' '}
            <span className="personality__words">
              {trait.words} ({trait.score}/100)
            </span>
          </li>
        ))}
      </ul>
      <p className="field__hint">Taken on {new Date(result.takenAt).toLocaleDateString()}.</p>
    </section>
  );
}
