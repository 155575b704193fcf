import { placeName } from '@core/reference/place-names';
import { formatDay } from '../../../i18n/format';
import { useMealOrdersT } from '../i18n';

/** What a cook reads of an order: the meals, where, from when, and the budget. */
export function OrderSummary({
  order,
}: {
  order: {
    info?: string;
    town?: string;
    region?: string;
    currently_in: string;
    start_date: number;
    salary: string;
  };
}) {
  const t = useMealOrdersT();
  return (
    <>
      <p>{order.info}</p>
      <p>
        {t('summary.details', {
          place: [order.town, order.region, order.currently_in]
            .filter((name): name is string => Boolean(name))
            .map(placeName)
            .join(', '),
          date: formatDay(order.start_date),
          budget: order.salary,
        })}
      </p>
    </>
  );
}
