import { Link, useParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format-price';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyCart } from '../api/my-cart';
import { cartPathFor } from './money';
import { PayNow } from './pay-now';

/**
 * /checkout/:params — the named cart, read-only, and Pay now. A link to a cart that is not the
 * caller's, or one already paid (its items became an order), shows nothing to pay.
 */
export function CheckoutPage({ title }: PageProps) {
  const { params = '' } = useParams();
  const { session } = useSession();
  const cart = useMyCart();
  const cartPath = session.status === 'signedIn' ? cartPathFor(session.uid, session.groups) : '/';
  return (
    <Page title={title}>
      {cart.isPending ? (
        <LoadingState label="Loading your cart…" />
      ) : cart.isError ? (
        <ErrorState message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />
      ) : cart.data.name !== params || cart.data.items.length === 0 ? (
        <EmptyState>
          There is nothing to pay here: this cart is paid already or is not yours.{' '}
          <Link to={cartPath}>See your cart</Link>.
        </EmptyState>
      ) : (
        <>
          <ul className="plain-list" aria-label="Cart items">
            {cart.data.items.map((item) => (
              <li key={item.package_id}>
                {item.qty} × {item.title}: {formatPrice(item.totalMinor, cart.data.currency)}
              </li>
            ))}
          </ul>
          <p>
            Total: <strong>{formatPrice(cart.data.totalMinor, cart.data.currency)}</strong>
          </p>
          <PayNow cartName={params} />
        </>
      )}
    </Page>
  );
}
