import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useAddCartItem } from '../api/add-cart-item';
import { usePackages, type PackageItem } from '../api/list-packages';
import { cartPathFor, formatPrice } from './money';

function AddToCart({ item }: { item: PackageItem }) {
  const add = useAddCartItem();
  const { session } = useSession();
  const cartPath = session.status === 'signedIn' ? cartPathFor(session.uid, session.groups) : '';
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={add.isPending}
        aria-label={`Add ${item.title} to cart`}
        onClick={() => add.mutate(item.id)}
      >
        {add.isPending ? 'Adding…' : 'Add to cart'}
      </button>
      {add.isSuccess ? (
        <SuccessState>
          <p>
            Added — <Link to={cartPath}>see your cart</Link>
          </p>
        </SuccessState>
      ) : null}
      {add.isError ? <ErrorState message={errorMessage(add.error)} /> : null}
    </>
  );
}

function PackageCard({ item }: { item: PackageItem }) {
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

const sections = [
  { kind: 'parent', label: 'Parent packages' },
  { kind: 'caregiver', label: 'Caregiver packages' },
  { kind: 'featured', label: 'Featured placement' },
] as const;

/** /my_account/{parent,caregiver}/pay/user/:return — the packages and their prices. */
export function PayPage({ title }: PageProps) {
  const answer = usePackages();
  return (
    <Page title={title}>
      {answer.isPending ? (
        <LoadingState label="Loading the packages…" />
      ) : answer.isError ? (
        <ErrorState message={errorMessage(answer.error)} onRetry={() => void answer.refetch()} />
      ) : answer.data.packages.length === 0 ? (
        <EmptyState>There are no packages for your account.</EmptyState>
      ) : (
        <>
          {answer.data.until ? (
            <p>Your package runs until {new Date(answer.data.until).toLocaleDateString()}.</p>
          ) : null}
          <p className="field__hint">
            Prices are in {answer.data.currency}, the currency of the country in your profile.
          </p>
          {sections.map(({ kind, label }) => {
            const items = answer.data.packages.filter((item) => item.kind === kind);
            return items.length ? (
              <section key={kind}>
                <h2>{label}</h2>
                <ul className="plain-list" aria-label={label}>
                  {items.map((item) => (
                    <PackageCard key={item.id} item={item} />
                  ))}
                </ul>
              </section>
            ) : null;
          })}
        </>
      )}
    </Page>
  );
}
