import { errorMessage } from '../../../lib/api-error';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { usePackages } from '../api/list-packages';
import { PackageCard } from './package-card';
import { formatDay } from '../../../i18n/format';
import { usePaymentsT } from '../i18n';

/** /my_account/caregiver/featured_nanny/user/:return — featured placement and its periods. */
export function FeaturedPage({ title }: PageProps) {
  const t = usePaymentsT();
  const answer = usePackages();
  const periods = answer.data?.packages.filter((item) => item.kind === 'featured') ?? [];
  return (
    <Page title={title} intro={t('featured.intro')}>
      {answer.isPending ? (
        <LoadingState label={t('featured.loading')} />
      ) : answer.isError ? (
        <ErrorState message={errorMessage(answer.error)} onRetry={() => void answer.refetch()} />
      ) : (
        <>
          <p role="status">
            {answer.data.featured
              ? t('featured.until', { date: formatDay(answer.data.featured) })
              : t('featured.not')}
          </p>
          <p className="field__hint">{t('featured.prices', { currency: answer.data.currency })}</p>
          <p className="field__hint">{t('featured.trialWeek')}</p>
          <ul className="plain-list" aria-label={t('section.featured')}>
            {periods.map((item) => (
              <PackageCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
