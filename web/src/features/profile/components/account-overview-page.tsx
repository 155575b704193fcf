import { Link, useLocation } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { useMe, type Me } from '../../../lib/use-me';
import { Page } from '../../../ui/page';
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

function LiveState({ me }: { me: Me }) {
  const missing = missingOf(me);
  if (me.live) {
    return (
      <p>
        <span className="badge">Live</span> Families can find your profile.{' '}
        <Link to={publicPath(me)}>See your public page</Link> ({me.views ?? 0} views)
      </p>
    );
  }
  return (
    <p>
      <span className="badge badge--missing">Not live</span>{' '}
      {missing.length
        ? `Finish ${missing.length === 1 ? 'one more section' : `${missing.length} more sections`} and your profile goes live.`
        : 'Your profile is complete but hidden. Make it visible in Basic information.'}
    </p>
  );
}

function ProfileChecklist({ me, area }: { me: Me; area: Area }) {
  const missing = missingOf(me);
  return (
    <section className="card" aria-labelledby="checklist-title">
      <h2 id="checklist-title">Your profile</h2>
      <LiveState me={me} />
      <ul className="checklist">
        {editableSections(me.user_type).map((section) => (
          <li key={section}>
            <Link to={editLink(area, section)}>{sectionInfo[section].title}</Link>
            {missing.includes(section) ? (
              <span className="badge badge--missing">Still missing</span>
            ) : me.status?.[section] ? (
              <span className="badge">Done</span>
            ) : (
              <span className="badge">Optional</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ParentOverview() {
  return (
    <section className="card">
      <h2>Find care</h2>
      <div className="button-row">
        <Link className="button" to="/createjob">
          Submit a Job
        </Link>
        <Link className="button button--secondary" to="/find_childcarer/all">
          Find a caregiver
        </Link>
        <Link className="button button--secondary" to="/order_meals">
          Order patient meals
        </Link>
      </div>
    </section>
  );
}

/** /my_account/{caregiver|institution|parent}/overview/user/:return (the Account Center). */
export function AccountOverviewPage({ title }: PageProps) {
  const area = areaOf(useLocation().pathname);
  const me = useMe();
  return (
    <Page title={area === 'caregiver' ? 'Account Center' : title}>
      {me.isPending ? (
        <LoadingState label="Loading your account…" />
      ) : me.isError ? (
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <p>
            Welcome{me.data.fullname ? `, ${me.data.fullname}` : ''}. Signed in as{' '}
            <strong>{me.data.email}</strong>.
          </p>
          {area === 'parent' ? <ParentOverview /> : <ProfileChecklist me={me.data} area={area} />}
          <ul className="nav-list">
            {me.data.user_type === 'cook' ? (
              <li>
                <Link to="/meal_orders">Meal orders to cook</Link>
              </li>
            ) : null}
            <li>
              <Link to={accountLink(area, 'referrals/user')}>Refer a friend</Link>
            </li>
            <li>
              <Link to={accountLink(area, 'settings/user')}>Settings</Link>
            </li>
          </ul>
        </>
      )}
    </Page>
  );
}
