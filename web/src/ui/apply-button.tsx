import { Link } from 'react-router-dom';
import { errorMessage } from '../lib/api-error';
import { allows, profilePathFor } from '../lib/auth/access';
import { loginPathFor } from '../lib/safe-redirect';
import { groupsOf, useSession } from '../lib/auth/session-context';
import { useMe } from '../lib/use-me';
import { ErrorState, SuccessState } from './status';
import { useApply, useMyApplications } from '../lib/apply';
import { useUiT } from './i18n';
import { ApplicationAllowance } from './application-allowance';

const MY_APPLICATIONS = '/my_account/caregiver/apply_offers/my_applications/none';

/**
 * On a job page: caregivers apply here, told how many free applications they have left; an
 * incomplete profile is sent to be finished first (the family would find none); others are
 * told how they could apply. In ui, not in a feature: the page is the jobs feature's, applying
 * the applications feature's.
 */
export function ApplyButton({ jobId }: { jobId: string }) {
  const { session } = useSession();
  const groups = groupsOf(session);
  const caregiver = groups !== null && allows('caregiver', groups);
  const apply = useApply(jobId);
  const me = useMe();
  const mine = useMyApplications(caregiver);
  const t = useUiT();
  if (groups === null) {
    return (
      <p>
        <Link className="button" to={loginPathFor(`/job/${jobId}`)}>
          {t('apply.signIn')}
        </Link>
      </p>
    );
  }
  if (!caregiver) return null;
  const allowance = <ApplicationAllowance allowance={mine.data?.allowance} />;
  if (apply.isSuccess) {
    return (
      <SuccessState>
        <p>{t('apply.done')}</p>
        {allowance}
        <p>
          <Link to={MY_APPLICATIONS}>{t('apply.seeApplications')}</Link>
        </p>
      </SuccessState>
    );
  }
  if (me.data && me.data.isCompelete !== true) {
    return (
      <>
        <p>{t('apply.finishProfile')}</p>
        <p>
          <Link className="button" to={profilePathFor(groups) ?? '/'}>
            {t('apply.finishProfileLink')}
          </Link>
        </p>
      </>
    );
  }
  // Refused for want of a package: the allowance below, read again, offers the packages.
  return (
    <>
      {apply.isError ? <ErrorState message={errorMessage(apply.error)} /> : null}
      <button
        type="button"
        className="button"
        disabled={apply.isPending}
        onClick={() => apply.mutate()}
      >
        {apply.isPending ? t('apply.applying') : t('apply.button')}
      </button>
      {allowance}
    </>
  );
}
