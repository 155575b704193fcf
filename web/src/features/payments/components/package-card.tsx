import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useAddCartItem } from '../api/add-cart-item';
import type { PackageItem } from '../api/list-packages';
import { useMyCart } from '../api/my-cart';
import { formatPrice } from '../../../lib/format-price';
import { cartPathFor } from './money';
import { usePackageWords } from './package-words';
import { usePaymentsT } from '../i18n';

/**
 * Add to cart, once: a package is a period of time, so a second one is a different package
 * (docs/decisions/payments-and-packages.md, "A package is held once in the cart"); one already in
 * the cart shows where the cart is instead.
 */
function AddToCart({ item, title }: { item: PackageItem; title: string }) {
  const t = usePaymentsT();
  const add = useAddCartItem();
  const cart = useMyCart();
  const { session } = useSession();
  const cartPath = session.status === 'signedIn' ? cartPathFor(session.uid, session.groups) : '';
  const inCart = cart.data?.items.some((line) => line.package_id === item.id) ?? false;
  return (
    <>
      {inCart ? null : (
        <button
          type="button"
          className="button"
          disabled={add.isPending || cart.isPending}
          onClick={() => add.mutate(item.id)}
        >
          {add.isPending ? t('package.adding') : t('package.add')}
          {/* Named "Add to cart (Standard, 1 month)": the words seen, then which package, so a
              voice command of what is seen works (label in name) and a screen reader hears which. */}
          <span className="visually-hidden"> ({title})</span>
        </button>
      )}
      {add.isSuccess || inCart ? (
        <SuccessState>
          <p>
            {add.isSuccess ? t('package.added') : t('package.inCart')}{' '}
            <Link to={cartPath}>{t('package.seeCart')}</Link>
          </p>
        </SuccessState>
      ) : null}
      {add.isError ? <ErrorState message={errorMessage(add.error)} /> : null}
    </>
  );
}

export function PackageCard({ item }: { item: PackageItem }) {
  const words = usePackageWords();
  const title = words.title(item);
  return (
    <li className="card">
      <h2>{title}</h2>
      <p>{words.gives(item)}</p>
      <p>
        <strong>{formatPrice(item.amountMinor, item.currency)}</strong>
      </p>
      <AddToCart item={item} title={title} />
    </li>
  );
}
