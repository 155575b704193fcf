import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { allows } from '../../../lib/auth/access';
import { loginPathFor } from '../../../lib/safe-redirect';
import { groupsOf, useSession } from '../../../lib/auth/session-context';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useApply } from '../api/apply';
import { useJobsT } from '../i18n';

const MY_APPLICATIONS = '/my_account/caregiver/apply_offers/my_applications/none';

/** On a job page: caregivers apply here; others are told how they could. */
export function ApplyButton({ jobId }: { jobId: string }) {
  const { session } = useSession();
  const groups = groupsOf(session);
  const apply = useApply(jobId);
  const t = useJobsT();
  if (groups === null) {
    return (
      <p>
        <Link className="button" to={loginPathFor(`/job/${jobId}`)}>
          {t('apply.signIn')}
        </Link>
      </p>
    );
  }
  if (!allows('caregiver', groups)) return null;
  if (apply.isSuccess) {
    return (
      <SuccessState>
        <p>{t('apply.done')}</p>
        <p>
          <Link to={MY_APPLICATIONS}>{t('apply.seeApplications')}</Link>
        </p>
      </SuccessState>
    );
  }
  const needsPackage = apply.error instanceof ApiError && apply.error.status === 403;
  return (
    <>
      {apply.isError ? <ErrorState message={errorMessage(apply.error)} /> : null}
      {needsPackage ? (
        <p>
          <Link to="/my_account/caregiver/pay/user/none">{t('common.choosePackage')}</Link>
        </p>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={apply.isPending}
        onClick={() => apply.mutate()}
      >
        {apply.isPending ? t('apply.applying') : t('apply.button')}
      </button>
    </>
  );
}
