import { errorMessage } from '../../../lib/api-error';
import { ErrorState } from '../../../ui/status';
import { useCheckout } from '../api/checkout';
import { usePaymentsT } from '../i18n';

/** Pay now: the cart becomes an order and the payer goes to the provider's hosted page. */
export function PayNow({ cartName }: { cartName: string }) {
  const t = usePaymentsT();
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
        {checkout.isPending || checkout.isSuccess ? t('pay.opening') : t('pay.now')}
      </button>
      <p className="field__hint">{t('pay.methods')}</p>
      {checkout.isError ? <ErrorState message={errorMessage(checkout.error)} /> : null}
    </>
  );
}
