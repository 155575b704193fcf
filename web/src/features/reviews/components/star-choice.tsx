import { useId } from 'react';
import { ChoiceFieldset } from '../../../ui/choice-fields';
import { useReviewsT } from '../i18n';

const FIVE = [1, 2, 3, 4, 5];

/**
 * "Stars": a radio group of 1 to 5 (arrow keys move between them), each shown as a star; the
 * chosen one and those before it are filled.
 */
export function StarChoice({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const name = useId();
  const t = useReviewsT();
  return (
    <ChoiceFieldset legend={t('stars.legend')} error={error} className="field star-choice" required>
      <div className="star-choice__row">
        {FIVE.map((stars) => (
          <label
            key={stars}
            className={stars <= value ? 'star-choice__star star--on' : 'star-choice__star'}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={stars === value}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('stars.count', { count: stars })}</span>
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
