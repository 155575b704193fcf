import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useJobAction, useMyJobs, type Job, type JobAction } from '../api/jobs-api';

const stateOf = (job: Job) =>
  job.hidden
    ? 'Taken down after a report'
    : job.live
      ? 'Published'
      : job.paid
        ? 'Paused'
        : 'Not published yet';

function JobRow({ job, act, busy }: { job: Job; act: (action: JobAction) => void; busy: boolean }) {
  return (
    <li className="card">
      <h2>{job.position}</h2>
      <p>
        {[job.town, job.region, job.currently_in].filter(Boolean).join(', ')} · posted{' '}
        {new Date(job.posted).toLocaleDateString()} · {job.views ?? 0} views
      </p>
      <p>
        <span className={job.live ? 'badge' : 'badge badge--missing'}>{stateOf(job)}</span>
      </p>
      {job.hidden ? (
        <p>
          Our team took this job down after a report. Write to us if you think this is a mistake.
        </p>
      ) : null}
      <div className="button-row">
        {job.live ? (
          <>
            <Link className="button button--secondary" to={`/job/${job.post_id}`}>
              View
            </Link>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => act('pause')}
            >
              Pause
            </button>
          </>
        ) : job.hidden ? null : (
          <button type="button" className="button" disabled={busy} onClick={() => act('publish')}>
            {job.paid ? 'Resume' : 'Publish'}
          </button>
        )}
        <Link className="button button--secondary" to={`/createjob?edit=${job.post_id}`}>
          Edit
        </Link>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Delete the ${job.position} job? This cannot be undone.`))
              act('delete');
          }}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/** /my_account/parent/jobs_profiles/manage_jobs/:return */
export function ManageJobsPage({ title }: PageProps) {
  const mine = useMyJobs();
  const action = useJobAction();
  const needsPackage = action.isError && errorMessage(action.error).includes('parent package');
  return (
    <Page title={title}>
      <p>
        <Link className="button" to="/createjob">
          Submit a Job
        </Link>
      </p>
      {action.isError ? <ErrorState message={errorMessage(action.error)} /> : null}
      {needsPackage ? (
        <p>
          <Link to="/my_account/parent/pay/user/none">Choose a package</Link>
        </p>
      ) : null}
      {mine.isPending ? (
        <LoadingState label="Loading your jobs…" />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.jobs.length === 0 ? (
        <EmptyState>You have not posted a job yet.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Your jobs">
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
