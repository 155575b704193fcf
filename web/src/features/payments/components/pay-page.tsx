import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { usePackages } from '../api/list-packages';
import { PackageCard } from './package-card';

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
