import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { usePackages } from '../api/list-packages';
import { PackageCard } from './package-card';

/** /my_account/caregiver/featured_nanny/user/:return — featured placement and its periods. */
export function FeaturedPage({ title }: PageProps) {
  const answer = usePackages();
  const periods = answer.data?.packages.filter((item) => item.kind === 'featured') ?? [];
  return (
    <Page
      title={title}
      intro="Featured caregivers come first in search results and on the home page, for the period you choose."
    >
      {answer.isPending ? (
        <LoadingState label="Loading the featured periods…" />
      ) : answer.isError ? (
        <ErrorState message={errorMessage(answer.error)} onRetry={() => void answer.refetch()} />
      ) : (
        <>
          <p role="status">
            {answer.data.featured
              ? `Your profile is featured until ${new Date(answer.data.featured).toLocaleDateString()}. A new period adds to it.`
              : 'Your profile is not featured at the moment.'}
          </p>
          <p className="field__hint">
            Prices are in {answer.data.currency}, the currency of the country in your profile. Only
            live, complete profiles appear in search.
          </p>
          <ul className="plain-list" aria-label="Featured placement">
            {periods.map((item) => (
              <PackageCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
