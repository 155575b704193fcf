import { Link, useParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useJob } from '../api/find-jobs';
import { ApplyButton } from './apply-button';
import { ReportJob } from './report-job';

/** /job/:id — one published job; the poster's e-mail is never shown. */
export function JobPage({ title }: PageProps) {
  const id = useParams().id ?? '';
  const job = useJob(id);
  if (job.isPending) {
    return (
      <Page title={title}>
        <LoadingState label="Loading the job…" />
      </Page>
    );
  }
  if (job.isError) {
    const gone = job.error instanceof ApiError && job.error.status === 404;
    return (
      <Page title={gone ? 'Job not available' : title}>
        {gone ? (
          <div className="status status--empty">
            <p>{errorMessage(job.error)}. It may have been filled or paused.</p>
            <p>
              <Link to="/find_job/all">Find other jobs</Link>
            </p>
          </div>
        ) : (
          <ErrorState message={errorMessage(job.error)} onRetry={() => void job.refetch()} />
        )}
      </Page>
    );
  }
  const data = job.data;
  const rows: [string, string | undefined][] = [
    ['Where', [data.town, data.region, data.currently_in].filter(Boolean).join(', ')],
    ['Starts', new Date(data.start_date).toLocaleDateString()],
    ['Salary', data.salary],
    ['Hours', data.hours],
    ['Duration', data.duration],
    ['Full or part time', data.full_part_time],
    ['Live in or out', data.live_in_out],
    ['Children', data.number_kids],
    ["Children's ages", data.age_range],
    ['Language', data.language],
    ['Education', data.education],
    ['Qualifications', data.qualifications],
    ['Pets', data.pets],
    ['CPR / first aid', data.cpr],
    ['Must drive', data.driver],
    ['Contact', data.contact],
  ];
  return (
    <Page title={data.position}>
      <dl className="facts">
        {rows
          .filter(([, value]) => value && value !== 'Not specified')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {data.info ? <p>{data.info}</p> : null}
      <ApplyButton jobId={data.post_id} />
      <p className="field__hint">
        Posted {new Date(data.posted).toLocaleDateString()} · {data.views ?? 0} views
      </p>
      <ReportJob postId={data.post_id} poster={data.user_id} />
    </Page>
  );
}
