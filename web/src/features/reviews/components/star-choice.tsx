import { useId } from 'react';
import { ChoiceFieldset } from '../../../ui/choice-fields';

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
  return (
    <ChoiceFieldset legend="Stars" error={error} className="field star-choice">
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
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
