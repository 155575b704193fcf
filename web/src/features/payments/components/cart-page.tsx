import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { PayNow } from './pay-now';
import { SignedInContent } from './signed-in-content';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyCart, type CartAnswer, type CartItem } from '../api/my-cart';
import { useSetCartItem } from '../api/set-cart-item';
import { formatPrice } from '../../../lib/format-price';
import { usePaymentsT } from '../i18n';

const MAX_QTY = 12;

function CartLine({ item, cart }: { item: CartItem; cart: CartAnswer }) {
  const t = usePaymentsT();
  const setQty = useSetCartItem();
  const change = (qty: number) => setQty.mutate({ packageId: item.package_id, qty });
  return (
    <li className="card" aria-label={item.title}>
      <h2>{item.title}</h2>
      <p>
        {t('cart.each', { price: formatPrice(item.unitMinor, cart.currency) })}{' '}
        <strong>{item.qty}</strong>
      </p>
      <p>
        <strong>{formatPrice(item.totalMinor, cart.currency)}</strong>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('cart.fewer', { title: item.title })}
          disabled={setQty.isPending || item.qty <= 1}
          onClick={() => change(item.qty - 1)}
        >
          −
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('cart.more', { title: item.title })}
          disabled={setQty.isPending || item.qty >= MAX_QTY}
          onClick={() => change(item.qty + 1)}
        >
          +
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('cart.removeLabel', { title: item.title })}
          disabled={setQty.isPending}
          onClick={() => change(0)}
        >
          {t('cart.remove')}
        </button>
      </div>
      {setQty.isError ? <ErrorState message={errorMessage(setQty.error)} /> : null}
    </li>
  );
}

function CartContents({ payPath }: { payPath: string }) {
  const t = usePaymentsT();
  const cart = useMyCart();
  if (cart.isPending) return <LoadingState label={t('cart.loading')} />;
  if (cart.isError)
    return <ErrorState message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />;
  if (cart.data.items.length === 0)
    return (
      <EmptyState>
        {t('cart.empty')} <Link to={payPath}>{t('cart.choosePackage')}</Link>.
      </EmptyState>
    );
  return (
    <>
      {cart.data.name ? (
        <p className="field__hint">{t('cart.name', { name: cart.data.name })}</p>
      ) : null}
      <ul className="plain-list" aria-label={t('cart.items')}>
        {cart.data.items.map((item) => (
          <CartLine key={item.package_id} item={item} cart={cart.data} />
        ))}
      </ul>
      <p>
        {t('total')} <strong>{formatPrice(cart.data.totalMinor, cart.data.currency)}</strong>
      </p>
      {cart.data.name ? <PayNow cartName={cart.data.name} /> : null}
    </>
  );
}

/**
 * The signed-in user's cart: /my_account/parent/carts_orders/carts/:return for parents and
 * /cart/:uid/:pid/:oid for caregivers (which always shows the caller's own cart).
 */
export function CartPage({ title }: PageProps) {
  const { session } = useSession();
  const payPath = `/my_account/${session.status === 'signedIn' && session.groups.includes('parent') ? 'parent' : 'caregiver'}/pay/user/none`;
  return (
    <Page title={title}>
      <SignedInContent what="cart">
        <CartContents payPath={payPath} />
      </SignedInContent>
    </Page>
  );
}
