import { useState } from 'react';
import type { GeocodeResult } from '@core/location/schemas';
import { errorMessage } from '../../../lib/api-error';
import { geocode } from '../api/geocode';
import { useProfileT } from '../i18n';

/** "Use my location": the browser's position, geocoded to our country, region and town. */
export function UseMyLocation({ onFound }: { onFound: (location: GeocodeResult) => void }) {
  const [state, setState] = useState<'idle' | 'busy' | 'found'>('idle');
  const [problem, setProblem] = useState('');
  const t = useProfileT();

  const locate = () => {
    setProblem('');
    if (!('geolocation' in navigator)) {
      // Spec section 8's message when the browser has no geolocation.
      setProblem(t('location.unsupported'));
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
        setProblem(t('location.denied'));
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
        {state === 'busy' ? t('location.busy') : t('location.use')}
      </button>
      {state === 'found' ? (
        <p className="field__hint" role="status">
          {t('location.found')}
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
