import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { usePlaceLabel } from '../../../ui/place-label';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useUiT } from '../../../ui/i18n';
import { formatDay } from '../../../i18n/format';
import { useMyJobs, type Job } from '../../../lib/use-my-jobs';
import { useJobAction, type JobAction } from '../api/jobs-api';
import { useJobsT, type JobsKey } from '../i18n';

/** The key of a job's state (translated at render). */
const stateOf = (job: Job): JobsKey =>
  job.hidden
    ? 'manage.state.hidden'
    : job.live
      ? 'manage.state.published'
      : job.paid
        ? 'manage.state.paused'
        : 'manage.state.unpublished';

function JobRow({ job, act, busy }: { job: Job; act: (action: JobAction) => void; busy: boolean }) {
  const t = useJobsT();
  const label = useOptionLabel();
  const placeLabel = usePlaceLabel();
  const position = label(job.position);
  return (
    <li className="card">
      <h2>{position}</h2>
      <p>
        {placeLabel(job)} ·{' '}
        {t('manage.postedViews', { date: formatDay(job.posted), views: job.views ?? 0 })}
      </p>
      <p>
        <span className={job.live ? 'badge' : 'badge badge--missing'}>{t(stateOf(job))}</span>
      </p>
      {job.hidden ? <p>{t('manage.hiddenNote')}</p> : null}
      <div className="button-row">
        {job.live ? (
          <>
            <Link className="button button--secondary" to={`/job/${job.post_id}`}>
              {t('manage.view')}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => act('pause')}
            >
              {t('manage.pause')}
            </button>
          </>
        ) : job.hidden ? null : (
          <button type="button" className="button" disabled={busy} onClick={() => act('publish')}>
            {job.paid ? t('manage.resume') : t('manage.publish')}
          </button>
        )}
        <Link className="button button--secondary" to={`/createjob?edit=${job.post_id}`}>
          {t('manage.edit')}
        </Link>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('manage.confirmDelete', { position }))) act('delete');
          }}
        >
          {t('manage.delete')}
        </button>
      </div>
    </li>
  );
}

/** /my_account/parent/jobs_profiles/manage_jobs/:return */
export function ManageJobsPage({ title }: PageProps) {
  const mine = useMyJobs();
  const action = useJobAction();
  const t = useJobsT();
  const tUi = useUiT();
  const needsPackage = action.isError && errorMessage(action.error).includes('parent package');
  return (
    <Page title={title}>
      <p>
        <Link className="button" to="/createjob">
          {tUi('common.submitJob')}
        </Link>
      </p>
      {action.isError ? <ErrorState message={errorMessage(action.error)} /> : null}
      {needsPackage ? (
        <p>
          <Link to="/my_account/parent/pay/user/none">{tUi('common.choosePackage')}</Link>
        </p>
      ) : null}
      {mine.isPending ? (
        <LoadingState label={tUi('common.loadingJobs')} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.jobs.length === 0 ? (
        <EmptyState>{tUi('common.noJobsYet')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('manage.list')}>
          {mine.data.jobs.map((job) => (
            <JobRow
              key={job.post_id}
              job={job}
              busy={action.isPending}
              act={(kind) => action.mutate({ id: job.post_id, action: kind })}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
