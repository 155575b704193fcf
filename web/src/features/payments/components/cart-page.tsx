import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page, type PageProps } from '../../../ui/page';
import { PayNow } from './pay-now';
import { SignedInContent } from './signed-in-content';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyCart, type CartAnswer, type CartItem } from '../api/my-cart';
import { useSetCartItem } from '../api/set-cart-item';
import { formatPrice } from '../../../lib/format-price';
import { formatDay } from '../../../i18n/format';
import { usePackageWords } from './package-words';
import { usePaymentsT } from '../i18n';

/**
 * One line of the cart: a package, its price and Remove. No quantity: a package is a period of
 * time, and a longer one is another package (docs/decisions/payments-and-packages.md, "A package is
 * held once in the cart"). A line an older cart holds more than once still says how many.
 */
function CartLine({ item, cart }: { item: CartItem; cart: CartAnswer }) {
  const t = usePaymentsT();
  const words = usePackageWords();
  const title = words.title({ id: item.package_id, title: item.title });
  const setQty = useSetCartItem();
  return (
    <li className="card" aria-label={title}>
      <h2>{title}</h2>
      <p>
        <strong>
          {item.qty > 1
            ? t('line', {
                qty: item.qty,
                title,
                price: formatPrice(item.totalMinor, cart.currency),
              })
            : formatPrice(item.totalMinor, cart.currency)}
        </strong>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('cart.removeLabel', { title })}
          disabled={setQty.isPending}
          onClick={() => setQty.mutate({ packageId: item.package_id, qty: 0 })}
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
      {cart.data.date ? (
        <p className="field__hint">{t('cart.changed', { date: formatDay(cart.data.date) })}</p>
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
