import { Link, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useMe, type Me } from '../../../lib/use-me';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import {
  accountLink,
  areaOf,
  editLink,
  editableSections,
  missingOf,
  publicPath,
  sectionInfo,
  type Area,
} from './profile-sections';
import { useProfileT } from '../i18n';
import { MessageParts } from '../../../i18n/message-parts';

function LiveState({ me }: { me: Me }) {
  const t = useProfileT();
  const missing = missingOf(me);
  if (me.live) {
    return (
      <p>
        <span className="badge">{t('overview.live')}</span> {t('overview.findable')}{' '}
        <Link to={publicPath(me)}>{t('publicPage')}</Link>{' '}
        {t('overview.views', { count: me.views ?? 0 })}
      </p>
    );
  }
  return (
    <p>
      <span className="badge badge--missing">{t('overview.notLive')}</span>{' '}
      {missing.length ? t('overview.finish', { count: missing.length }) : t('overview.hidden')}
    </p>
  );
}

function ProfileChecklist({ me, area }: { me: Me; area: Area }) {
  const t = useProfileT();
  const missing = missingOf(me);
  return (
    <section className="card" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('overview.profile')}</h2>
      <LiveState me={me} />
      <ul className="checklist">
        {editableSections(me.user_type).map((section) => (
          <li key={section}>
            <Link to={editLink(area, section)}>{t(sectionInfo[section].title)}</Link>
            {missing.includes(section) ? (
              <span className="badge badge--missing">{t('overview.missing')}</span>
            ) : me.status?.[section] ? (
              <span className="badge">{t('overview.done')}</span>
            ) : (
              <span className="badge">{t('overview.optional')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The account's e-mail address, or the number of one made by phone; nothing if neither. */
function SignedInAs({ name }: { name?: string }) {
  const t = useProfileT();
  if (!name) return null;
  return (
    <MessageParts
      message={t('overview.signedInAs', { email: name })}
      parts={[(shown) => <strong>{shown}</strong>]}
    />
  );
}

function ParentOverview() {
  const t = useProfileT();
  return (
    <section className="card">
      <h2>{t('parent.findCare')}</h2>
      <div className="button-row">
        <Link className="button" to="/createjob">
          {t('parent.submitJob')}
        </Link>
        <Link className="button button--secondary" to="/find_childcarer/all">
          {t('parent.findCaregiver')}
        </Link>
        <Link className="button button--secondary" to="/order_meals">
          {t('parent.orderMeals')}
        </Link>
      </div>
    </section>
  );
}

/** /my_account/{caregiver|institution|parent}/overview/user/:return (the Account Center). */
export function AccountOverviewPage({ title }: PageProps) {
  const area = areaOf(useLocation().pathname);
  const me = useMe();
  const t = useProfileT();
  return (
    <Page title={area === 'caregiver' ? t('overview.accountCenter') : title}>
      {me.isPending ? (
        <LoadingState label={t('overview.loading')} />
      ) : me.isError ? (
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <p>
            {me.data.fullname
              ? t('overview.welcomeName', { name: me.data.fullname })
              : t('overview.welcome')}{' '}
            <SignedInAs name={me.data.email ?? me.data.signInPhone} />
          </p>
          {area === 'parent' ? <ParentOverview /> : <ProfileChecklist me={me.data} area={area} />}
          <ul className="nav-list">
            {me.data.user_type === 'cook' ? (
              <li>
                <Link to="/meal_orders">{t('overview.mealOrders')}</Link>
              </li>
            ) : null}
            <li>
              <Link to={accountLink(area, 'referrals/user')}>{t('overview.refer')}</Link>
            </li>
            <li>
              <Link to={accountLink(area, 'settings/user')}>{t('overview.settings')}</Link>
            </li>
          </ul>
        </>
      )}
    </Page>
  );
}
