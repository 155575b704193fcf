import { useState } from 'react';
import type { GeocodeResult } from '@core/location/schemas';
import { errorMessage } from '../../../lib/api-error';
import { geocode } from '../api/geocode';

/** Spec section 8's message when the browser has no geolocation. */
export const NO_GEOLOCATION = 'Geolocation is not supported by this browser.';
const DENIED = 'We could not read your location. Allow location access, or choose from the list.';

/** "Use my location": the browser's position, geocoded to our country, region and town. */
export function UseMyLocation({ onFound }: { onFound: (location: GeocodeResult) => void }) {
  const [state, setState] = useState<'idle' | 'busy' | 'found'>('idle');
  const [problem, setProblem] = useState('');

  const locate = () => {
    setProblem('');
    if (!('geolocation' in navigator)) {
      setProblem(NO_GEOLOCATION);
      return;
    }
    setState('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        geocode(position.coords.latitude, position.coords.longitude)
          .then((location) => {
            onFound(location);
            setState('found');
          })
          .catch((error: unknown) => {
            setProblem(errorMessage(error));
            setState('idle');
          });
      },
      () => {
        setProblem(DENIED);
        setState('idle');
      },
      { timeout: 20_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="field">
      <button
        type="button"
        className="button button--secondary"
        onClick={locate}
        disabled={state === 'busy'}
      >
        {state === 'busy' ? 'Finding your location…' : 'Use my location'}
      </button>
      {state === 'found' ? (
        <p className="field__hint" role="status">
          Location filled in. Check it before saving.
        </p>
      ) : null}
      {problem ? (
        <p className="inline-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
