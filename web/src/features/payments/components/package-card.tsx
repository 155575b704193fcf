import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useAddCartItem } from '../api/add-cart-item';
import type { PackageItem } from '../api/list-packages';
import { formatPrice } from '../../../lib/format-price';
import { cartPathFor } from './money';
import { usePaymentsT } from '../i18n';

function AddToCart({ item }: { item: PackageItem }) {
  const t = usePaymentsT();
  const add = useAddCartItem();
  const { session } = useSession();
  const cartPath = session.status === 'signedIn' ? cartPathFor(session.uid, session.groups) : '';
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={add.isPending}
        aria-label={t('package.addLabel', { title: item.title })}
        onClick={() => add.mutate(item.id)}
      >
        {add.isPending ? t('package.adding') : t('package.add')}
      </button>
      {add.isSuccess ? (
        <SuccessState>
          <p>
            {t('package.added')} <Link to={cartPath}>{t('package.seeCart')}</Link>
          </p>
        </SuccessState>
      ) : null}
      {add.isError ? <ErrorState message={errorMessage(add.error)} /> : null}
    </>
  );
}

export function PackageCard({ item }: { item: PackageItem }) {
  return (
    <li className="card">
      <h2>{item.title}</h2>
      <p>{item.gives}</p>
      <p>
        <strong>{formatPrice(item.amountMinor, item.currency)}</strong>
      </p>
      <AddToCart item={item} />
    </li>
  );
}
