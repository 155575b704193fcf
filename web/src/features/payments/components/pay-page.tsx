import { errorMessage } from '../../../lib/api-error';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { usePackages } from '../api/list-packages';
import { PackageCard } from './package-card';
import { formatDay } from '../../../i18n/format';
import { usePaymentsT } from '../i18n';

const sections = [
  { kind: 'parent', label: 'section.parent' },
  { kind: 'caregiver', label: 'section.caregiver' },
  { kind: 'featured', label: 'section.featured' },
] as const;

/** /my_account/{parent,caregiver}/pay/user/:return — the packages and their prices. */
export function PayPage({ title }: PageProps) {
  const t = usePaymentsT();
  const answer = usePackages();
  return (
    <Page title={title}>
      {answer.isPending ? (
        <LoadingState label={t('packages.loading')} />
      ) : answer.isError ? (
        <ErrorState message={errorMessage(answer.error)} onRetry={() => void answer.refetch()} />
      ) : answer.data.packages.length === 0 ? (
        <EmptyState>{t('packages.none')}</EmptyState>
      ) : (
        <>
          {answer.data.until ? (
            <p>{t('packages.until', { date: formatDay(answer.data.until) })}</p>
          ) : null}
          <p className="field__hint">{t('packages.prices', { currency: answer.data.currency })}</p>
          {sections.map(({ kind, label }) => {
            const items = answer.data.packages.filter((item) => item.kind === kind);
            return items.length ? (
              <section key={kind}>
                <h2>{t(label)}</h2>
                <ul className="plain-list" aria-label={t(label)}>
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
