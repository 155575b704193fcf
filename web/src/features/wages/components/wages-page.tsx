import { useState } from 'react';
import { HOME_TIME_ZONE, dayInZone } from '@core/reference/time-zone';
import { errorMessage } from '../../../lib/api-error';
import { useCsvDownload } from '../../../lib/save-file';
import { SelectField } from '../../../ui/choice-fields';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyWages, wagesCsv } from '../api/wages';
import { useWagesT } from '../i18n';
import { WageList } from './wage-list';

const FIRST_YEAR = 2026;

/** "Download 2026 as CSV": the year's payslips, saved as wages-<year>.csv. */
function CsvDownload({ year }: { year: number }) {
  const t = useWagesT();
  const { busy, error, download } = useCsvDownload();
  return (
    <div className="export">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void download(`wages-${year}.csv`, () => wagesCsv(year))}
      >
        {t('mine.csv', { year })}
      </button>
      {error ? <ErrorState message={errorMessage(error)} /> : null}
    </div>
  );
}

/** /wages: the reader's payslips of a year (paid as a parent, received as a caregiver). */
export function WagesPage({ title }: PageProps) {
  const t = useWagesT();
  const thisYear = Number(dayInZone(HOME_TIME_ZONE, Date.now()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const years = Array.from({ length: Math.max(1, thisYear - FIRST_YEAR + 1) }, (_, i) =>
    String(thisYear - i),
  );
  const mine = useMyWages(year);
  return (
    <Page title={title} intro={t('mine.intro')}>
      <SelectField
        label={t('mine.year')}
        name="year"
        placeholder={false}
        value={String(year)}
        options={years}
        labelOf={(y) => y}
        onChange={(y) => setYear(Number(y))}
      />
      <CsvDownload year={year} />
      {mine.isPending ? (
        <LoadingState label={t('loading')} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.wages.length ? (
        <WageList wages={mine.data.wages} names />
      ) : (
        <EmptyState>{t('mine.none', { year })}</EmptyState>
      )}
    </Page>
  );
}
