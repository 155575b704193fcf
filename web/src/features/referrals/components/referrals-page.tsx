import type { PageProps } from '../../../app/pages';
import { ACCREDITED_AFFILIATE_MAX_PERCENT, REFERRAL_PERCENT } from '@core/reference/prices';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useReferrals } from '../api/list-referrals';
import { CommissionLine, EarningsTotal } from './earnings';
import { ReferralLink } from './referral-link';

const typeNames: Record<string, string> = {
  parent: 'Parent',
  childcarer: 'Caregiver',
  cook: 'Cook',
  institution: 'Institution',
};

/** /my_account/{parent|caregiver|institution}/referrals/user/:return */
export function ReferralsPage({ title }: PageProps) {
  const referrals = useReferrals();
  const pages = referrals.data?.pages ?? [];
  const members = pages.flatMap((page) => page.referrals);
  return (
    <Page
      title={title}
      intro={`Share your link. When someone you refer makes their first purchase, you earn ${REFERRAL_PERCENT} percent of it (up to ${ACCREDITED_AFFILIATE_MAX_PERCENT} percent for accredited affiliates).`}
    >
      {referrals.isPending ? (
        <LoadingState label="Loading your referrals…" />
      ) : referrals.isError ? (
        <ErrorState
          message={errorMessage(referrals.error)}
          onRetry={() => void referrals.refetch()}
        />
      ) : (
        <>
          <ReferralLink link={pages[0]!.link} />
          <h2>Your earnings</h2>
          <EarningsTotal earnings={pages[0]!.earnings} />
          <h2>People you referred</h2>
          {members.length === 0 ? (
            <EmptyState>Nobody has joined through your link yet.</EmptyState>
          ) : (
            <ul className="checklist" aria-label="Referred members">
              {members.map((member) => (
                <li key={member.user_id}>
                  <span>
                    <strong>{member.name ?? 'New member'}</strong>
                    <br />
                    {typeNames[member.user_type ?? ''] ?? 'Member'}, joined{' '}
                    {new Date(member.date_created).toLocaleDateString()}
                  </span>
                  {member.commission ? (
                    <CommissionLine commission={member.commission} />
                  ) : (
                    <span className="badge badge--missing">Not yet purchased</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <LoadMore pages={referrals} label="Load more" />
        </>
      )}
    </Page>
  );
}
