import { useState } from 'react';
import { useMe } from '../../../lib/use-me';
import type { OpenMealOrder } from '../api/types';
import { locateCook, NO_GEOLOCATION, type Located } from '../hooks/locate-cook';

/**
 * "Take this order": first asks where the cook is (the browser's position, else a town
 * centre), then hands the order and the place to `onTake`, which sends it.
 */
export function TakeOrderButton({
  order,
  busy,
  onTake,
}: {
  order: OpenMealOrder;
  busy: boolean;
  onTake: (order: OpenMealOrder, located: Located) => void;
}) {
  const me = useMe();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');

  const take = async () => {
    setProblem('');
    setLocating(true);
    const located = await locateCook(me.data, order);
    setLocating(false);
    if (located) onTake(order, located);
    else setProblem(NO_GEOLOCATION);
  };

  return (
    <div className="field">
      <button
        type="button"
        className="button"
        disabled={busy || locating}
        onClick={() => void take()}
      >
        {locating ? 'Finding your location…' : 'Take this order'}
      </button>
      {problem ? (
        <p className="inline-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
