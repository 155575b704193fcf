import { Link, useParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { useCountryLabel } from '../../../ui/country-labels';
import { Page } from '../../../ui/page';
import { DocumentBadges, Facts, placeOf, ProfilePhoto } from './profile-view';
import { PublicProfileLoader } from './public-page-states';
import { usePublicProfileT } from '../i18n';
import { MessageParts } from '../../../i18n/message-parts';

/** /institution/:id: an institution's public page, open to everyone. */
export function InstitutionPage({ title }: PageProps) {
  const uid = useParams().id ?? '';
  const t = usePublicProfileT();
  const countryLabel = useCountryLabel();
  return (
    <PublicProfileLoader uid={uid} title={title}>
      {(profile) =>
        profile.user_type !== 'institution' ? (
          <Page title={title}>
            <p>
              <MessageParts
                message={t('institution.isCaregiver')}
                parts={[(text) => <Link to={`/cv/${profile.uid}`}>{text}</Link>]}
              />
            </p>
          </Page>
        ) : (
          <Page title={profile.fullname ?? profile.username ?? title}>
            <ProfilePhoto profile={profile} />
            <p className="page__intro">
              {placeOf(profile, countryLabel)
                ? t('institution.in', { place: placeOf(profile, countryLabel) })
                : t('institution.label')}
            </p>
            <DocumentBadges profile={profile} />
            {profile.info ? <p>{profile.info}</p> : null}
            <Facts rows={[[t('location'), placeOf(profile, countryLabel)]]} />
            <p className="field__hint">{t('institution.views', { count: profile.views })}</p>
          </Page>
        )
      }
    </PublicProfileLoader>
  );
}
