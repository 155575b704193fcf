import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, isKeptOffline } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useUiT } from '../../../ui/i18n';
import { useMyJobs } from '../../../lib/use-my-jobs';
import { useSaveJob, type SavedJob } from '../api/jobs-api';
import { useJobsT } from '../i18n';
import { JobForm } from './job-form';

export const MANAGE_JOBS = '/my_account/parent/jobs_profiles/manage_jobs/none';
const PAY = '/my_account/parent/pay/user/none';

function Saved({ editing, job }: { editing: boolean; job: SavedJob }) {
  const t = useJobsT();
  const tUi = useUiT();
  const message = editing
    ? t('create.updated')
    : job.live
      ? t('create.published')
      : t('create.savedUnpaid');
  return (
    <SuccessState>
      <p>{message}</p>
      <p>
        {job.live ? <Link to={`/job/${job.post_id}`}>{t('create.seeJob')}</Link> : null}{' '}
        {editing || job.live ? (
          <Link to={MANAGE_JOBS}>{t('create.backToJobs')}</Link>
        ) : (
          // Paid, the order page offers to publish it (payments/components/waiting-jobs.tsx).
          <Link to={PAY}>{tUi('common.choosePackage')}</Link>
        )}
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
  const t = useJobsT();
  const tUi = useUiT();
  const title = editId ? t('create.titleEdit') : tUi('common.submitJob');
  if (save.isSuccess) {
    return (
      <Page title={title} narrow>
        <Saved editing={Boolean(editId)} job={save.data} />
      </Page>
    );
  }
  if (isKeptOffline(save.error)) {
    // No form to send a second time: the kept one goes once the network is back.
    return (
      <Page title={title} narrow>
        <p className="notice" role="status">
          {errorMessage(save.error)}
        </p>
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
    <Page title={title} narrow intro={t('create.intro')}>
      {editId && !job ? <ErrorState message={t('create.notFound')} /> : null}
      {save.isError ? <ErrorState message={errorMessage(save.error)} /> : null}
      {!editId || job ? (
        <JobForm
          job={job}
          email={email}
          save={save}
          submitLabel={editId ? t('create.saveChanges') : t('create.submit')}
        />
      ) : null}
    </Page>
  );
}
