import { Link, useParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { Page } from '../../../ui/page';
import { DocumentBadges, Facts, placeOf, ProfilePhoto } from './profile-view';
import { PublicProfileLoader } from './public-page-states';

/** /institution/:id: an institution's public page, open to everyone. */
export function InstitutionPage({ title }: PageProps) {
  const uid = useParams().id ?? '';
  return (
    <PublicProfileLoader uid={uid} title={title}>
      {(profile) =>
        profile.user_type !== 'institution' ? (
          <Page title={title}>
            <p>
              This profile is not an institution.{' '}
              <Link to={`/cv/${profile.uid}`}>See the caregiver's CV</Link>.
            </p>
          </Page>
        ) : (
          <Page title={profile.fullname ?? profile.username ?? title}>
            <ProfilePhoto profile={profile} />
            <p className="page__intro">
              Institution{placeOf(profile) ? ` in ${placeOf(profile)}` : ''}
            </p>
            <DocumentBadges profile={profile} />
            {profile.info ? <p>{profile.info}</p> : null}
            <Facts rows={[['Location', placeOf(profile)]]} />
            <p className="field__hint">Page viewed {profile.views} times.</p>
          </Page>
        )
      }
    </PublicProfileLoader>
  );
}
