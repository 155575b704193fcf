import { ACCREDITED_AFFILIATE_MAX_PERCENT, REFERRAL_PERCENT } from '@core/reference/prices';
import type { ReferralsPage as Answer } from '@core/referrals/schemas';
import { errorMessage } from '../../../lib/api-error';
import { groupsOf, useSession } from '../../../lib/auth/session-context';
import { CommissionSection } from '../commissions/components/commission-section';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useReferrals } from '../api/list-referrals';
import { CommissionLine, EarningsTotal } from './earnings';
import { ReferralLink } from './referral-link';
import { formatDay } from '../../../i18n/format';
import { useReferralsT } from '../i18n';

/** The message key of each member type (translated when shown). */
const typeNames: Record<
  string,
  'type.parent' | 'type.childcarer' | 'type.cook' | 'type.institution'
> = {
  parent: 'type.parent',
  childcarer: 'type.childcarer',
  cook: 'type.cook',
  institution: 'type.institution',
};

/**
 * How referrals pay, at the rate that applies to the reader (the API's `percent`): an
 * accredited affiliate reads its 10 percent, everyone else 5 and that accreditation earns 10.
 */
function useIntro(first: Answer | undefined) {
  const t = useReferralsT();
  if (!first) return undefined;
  return first.percent > REFERRAL_PERCENT
    ? t('intro.accredited', { percent: first.percent })
    : t('intro', { percent: first.percent, maxPercent: ACCREDITED_AFFILIATE_MAX_PERCENT });
}

/** /my_account/{parent|caregiver|institution}/referrals/user/:return */
export function ReferralsPage({ title }: PageProps) {
  const t = useReferralsT();
  const referrals = useReferrals();
  const pages = referrals.data?.pages ?? [];
  const members = pages.flatMap((page) => page.referrals);
  const intro = useIntro(pages[0]);
  // Institutions withdraw their commission (docs/decisions/commissions.md).
  const institution = groupsOf(useSession().session)?.includes('institution') ?? false;
  return (
    <Page title={title} intro={intro}>
      {referrals.isPending ? (
        <LoadingState label={t('loading')} />
      ) : referrals.isError ? (
        <ErrorState
          message={errorMessage(referrals.error)}
          onRetry={() => void referrals.refetch()}
        />
      ) : (
        <>
          <ReferralLink link={pages[0]!.link} />
          <h2>{t('earnings.title')}</h2>
          <EarningsTotal earnings={pages[0]!.earnings} />
          {institution ? <CommissionSection /> : null}
          <h2>{t('members.title')}</h2>
          {members.length === 0 ? (
            <EmptyState>{t('members.none')}</EmptyState>
          ) : (
            <ul className="checklist" aria-label={t('members.list')}>
              {members.map((member) => (
                <li key={member.user_id}>
                  <span>
                    <strong>{member.name ?? t('members.newMember')}</strong>
                    <br />
                    {t('members.joined', {
                      type: t(typeNames[member.user_type ?? ''] ?? 'type.member'),
                      date: formatDay(member.date_created),
                    })}
                  </span>
                  {member.commission ? (
                    <CommissionLine commission={member.commission} />
                  ) : (
                    <span className="badge badge--missing">{t('members.notPurchased')}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <LoadMore pages={referrals} label={t('members.more')} />
        </>
      )}
    </Page>
  );
}
