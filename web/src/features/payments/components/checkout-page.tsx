import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format-price';
import { useSession } from '../../../lib/auth/session-context';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyCart } from '../api/my-cart';
import { cartPathFor } from './money';
import { PayNow } from './pay-now';
import { ItemLine } from './item-line';
import { usePaymentsT } from '../i18n';

/**
 * /checkout/:params — the named cart, read-only, and Pay now. A link to a cart that is not the
 * caller's, or one already paid (its items became an order), shows nothing to pay.
 */
export function CheckoutPage({ title }: PageProps) {
  const t = usePaymentsT();
  const { params = '' } = useParams();
  const { session } = useSession();
  const cart = useMyCart();
  const cartPath = session.status === 'signedIn' ? cartPathFor(session.uid, session.groups) : '/';
  return (
    <Page title={title}>
      {cart.isPending ? (
        <LoadingState label={t('cart.loading')} />
      ) : cart.isError ? (
        <ErrorState message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />
      ) : cart.data.name !== params || cart.data.items.length === 0 ? (
        <EmptyState>
          {t('checkout.nothing')} <Link to={cartPath}>{t('checkout.seeCart')}</Link>.
        </EmptyState>
      ) : (
        <>
          <ul className="plain-list" aria-label={t('cart.items')}>
            {cart.data.items.map((item) => (
              <li key={item.package_id}>
                <ItemLine item={item} currency={cart.data.currency} />
              </li>
            ))}
          </ul>
          <p>
            {t('total')} <strong>{formatPrice(cart.data.totalMinor, cart.data.currency)}</strong>
          </p>
          <PayNow cartName={params} />
        </>
      )}
    </Page>
  );
}
