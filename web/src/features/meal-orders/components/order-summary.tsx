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
  return (
    <>
      <p>{order.info}</p>
      <p>
        {[order.town, order.region, order.currently_in].filter(Boolean).join(', ')} · from{' '}
        {new Date(order.start_date).toLocaleDateString()} · budget {order.salary}
      </p>
    </>
  );
}
