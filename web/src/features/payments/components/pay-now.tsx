import { errorMessage } from '../../../lib/api-error';
import { ErrorState } from '../../../ui/status';
import { useCheckout } from '../api/checkout';

/** Pay now: the cart becomes an order and the payer goes to the provider's hosted page. */
export function PayNow({ cartName }: { cartName: string }) {
  const checkout = useCheckout();
  const pay = () =>
    checkout.mutate(cartName, { onSuccess: ({ link }) => window.location.assign(link) });
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={checkout.isPending || checkout.isSuccess}
        onClick={pay}
      >
        {checkout.isPending || checkout.isSuccess ? 'Opening the payment page…' : 'Pay now'}
      </button>
      <p className="field__hint">Mobile money (MTN, Airtel, Zamtel) or card.</p>
      {checkout.isError ? <ErrorState message={errorMessage(checkout.error)} /> : null}
    </>
  );
}
