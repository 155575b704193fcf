import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthT } from '../i18n';

/** How a person signs in or registers: a phone number and a texted code, or e-mail. */
export type Way = 'phone' | 'email';
const ways: readonly Way[] = ['phone', 'email'];

/**
 * The way named in the address (`?with=email`), the phone unless told: most people we serve
 * have a phone and no e-mail they read. Kept in the address so a reload, a link ("register
 * with your phone") and the back button keep it.
 */
export const wayOf = (search: string): Way =>
  new URLSearchParams(search).get('with') === 'email' ? 'email' : 'phone';

/** The query string with `way` chosen, every other parameter (?return=) kept. */
export function searchWith(search: string, way: Way): string {
  const params = new URLSearchParams(search);
  params.set('with', way);
  return `?${params.toString()}`;
}

/** The way of this page, and a way to change it (in place: no new history entry). */
export function useWay(): [Way, (way: Way) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (way: Way) =>
    void navigate(
      { search: searchWith(location.search, way) },
      { replace: true, state: location.state as unknown },
    );
  return [wayOf(location.search), choose];
}

/** Two options side by side, "By phone" and "By e-mail": one tap from one to the other. */
export function WayChoice({
  legend,
  way,
  onChange,
}: {
  legend: string;
  way: Way;
  onChange: (way: Way) => void;
}) {
  const t = useAuthT();
  const id = useId();
  return (
    <fieldset className="way-choice">
      <legend>{legend}</legend>
      <div className="way-choice__options">
        {ways.map((option) => (
          <div key={option} className="way-choice__option">
            <input
              id={`${id}-${option}`}
              type="radio"
              name="way"
              value={option}
              checked={way === option}
              onChange={() => onChange(option)}
            />
            <label htmlFor={`${id}-${option}`}>{t(`way.${option}`)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
