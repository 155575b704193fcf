import { useState } from 'react';
import { useMe } from '../../../lib/use-me';
import type { OpenMealOrder } from '../api/types';
import { locateCook, type Located } from '../hooks/locate-cook';
import { useMealOrdersT } from '../i18n';

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
  const t = useMealOrdersT();
  const me = useMe();
  const [locating, setLocating] = useState(false);
  const [unlocated, setUnlocated] = useState(false);

  const take = async () => {
    setUnlocated(false);
    setLocating(true);
    const located = await locateCook(me.data, order);
    setLocating(false);
    if (located) onTake(order, located);
    else setUnlocated(true);
  };

  return (
    <div className="field">
      <button
        type="button"
        className="button"
        disabled={busy || locating}
        onClick={() => void take()}
      >
        {locating ? t('take.locating') : t('take.take')}
      </button>
      {unlocated ? (
        <p className="inline-error" role="alert">
          {t('take.noGeolocation')}
        </p>
      ) : null}
    </div>
  );
}
