import { Link, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { usePlaceLabel } from '../../../ui/place-label';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { ApplyButton } from '../../../ui/apply-button';
import { useJob } from '../api/find-jobs';
import { formatDay } from '../../../i18n/format';
import { useJobsT, type JobsKey } from '../i18n';
import { ReportJob } from './report-job';
import { TownGuideLink } from '../../../ui/salary-guide/town-guide-link';

/** /job/:id — one published job; the poster's e-mail is never shown. */
export function JobPage({ title }: PageProps) {
  const id = useParams().id ?? '';
  const job = useJob(id);
  const t = useJobsT();
  const label = useOptionLabel();
  const placeLabel = usePlaceLabel();
  if (job.isPending) {
    return (
      <Page title={title}>
        <LoadingState label={t('job.loading')} />
      </Page>
    );
  }
  if (job.isError) {
    const gone = job.error instanceof ApiError && job.error.status === 404;
    return (
      <Page title={gone ? t('job.goneTitle') : title}>
        {gone ? (
          <div className="status status--empty">
            <p>{t('job.gone', { reason: errorMessage(job.error) })}</p>
            <p>
              <Link to="/find_job/all">{t('job.findOther')}</Link>
            </p>
          </div>
        ) : (
          <ErrorState message={errorMessage(job.error)} onRetry={() => void job.refetch()} />
        )}
      </Page>
    );
  }
  const data = job.data;
  // A choice left open says nothing; a chosen one is shown in the reader's language.
  const option = (value: string | undefined) =>
    value && value !== 'Not specified' ? label(value) : undefined;
  const rows: [JobsKey, string | undefined][] = [
    ['job.where', placeLabel(data)],
    ['job.starts', formatDay(data.start_date)],
    ['job.salary', label(data.salary)],
    ['job.hours', data.hours],
    ['job.duration', option(data.duration)],
    ['form.fullPartTime', option(data.full_part_time)],
    ['form.liveInOut', option(data.live_in_out)],
    ['job.children', option(data.number_kids)],
    ['form.ageRange', option(data.age_range)],
    ['form.language', option(data.language)],
    ['form.education', option(data.education)],
    ['form.qualifications', data.qualifications],
    ['job.pets', option(data.pets)],
    ['job.cpr', option(data.cpr)],
    ['form.driver', option(data.driver)],
    ['form.contact', data.contact],
  ];
  return (
    <Page title={label(data.position)}>
      <dl className="facts">
        {rows
          .filter(([, value]) => value && value !== 'Not specified')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {data.info ? <p>{data.info}</p> : null}
      <TownGuideLink country={data.currently_in} region={data.region} town={data.town} />
      <ApplyButton jobId={data.post_id} />
      <p className="field__hint">
        {t('job.postedViews', { date: formatDay(data.posted), views: data.views ?? 0 })}
      </p>
      <ReportJob postId={data.post_id} poster={data.user_id} />
    </Page>
  );
}
