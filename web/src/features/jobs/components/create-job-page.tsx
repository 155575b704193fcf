import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useMyJobs, useSaveJob, type Job } from '../api/jobs-api';
import { JobForm } from './job-form';

export const MANAGE_JOBS = '/my_account/parent/jobs_profiles/manage_jobs/none';

function Saved({ editing, job }: { editing: boolean; job: Job }) {
  const message = editing
    ? 'Your job was updated.'
    : job.live
      ? 'Your job is published. Caregivers who fit are being e-mailed.'
      : 'Your job was saved. Publishing it needs a parent package.';
  return (
    <SuccessState>
      <p>{message}</p>
      <p>
        {job.live ? <Link to={`/job/${job.post_id}`}>See your job</Link> : null}{' '}
        <Link to={MANAGE_JOBS}>
          {editing || job.live ? 'Back to your jobs' : 'Publish it from your jobs'}
        </Link>
      </p>
    </SuccessState>
  );
}

/** /createjob (parents), and /createjob?edit={id} to change one of the own jobs. */
export function CreateJobPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit') ?? undefined;
  const { session } = useSession();
  const email = session.status === 'signedIn' ? session.email : '';
  const mine = useMyJobs();
  const save = useSaveJob(editId);
  const title = editId ? 'Edit your job' : 'Submit a Job';
  if (save.isSuccess) {
    return (
      <Page title={title} narrow>
        <Saved editing={Boolean(editId)} job={save.data} />
      </Page>
    );
  }
  if (editId && mine.isPending)
    return (
      <Page title={title} narrow>
        <LoadingState />
      </Page>
    );
  const job = editId
    ? mine.data?.jobs.find((candidate) => candidate.post_id === editId)
    : undefined;
  return (
    <Page
      title={title}
      narrow
      intro="Fields marked * are required. Your e-mail is never shown publicly."
    >
      {editId && !job ? <ErrorState message="We could not find that job among yours." /> : null}
      {save.isError ? <ErrorState message={errorMessage(save.error)} /> : null}
      {!editId || job ? (
        <JobForm
          job={job}
          email={email}
          save={save}
          submitLabel={editId ? 'Save changes' : 'Submit job'}
        />
      ) : null}
    </Page>
  );
}
