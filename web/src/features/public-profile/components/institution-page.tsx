import { Link, useParams } from 'react-router-dom';
import { useCountryLabel } from '../../../ui/country-labels';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { DocumentBadges, Facts, placeOf, ProfilePhoto } from './profile-view';
import { PublicProfileLoader } from './public-page-states';
import { usePublicProfileT } from '../i18n';
import { MessageParts } from '../../../i18n/message-parts';

/** /institution/:id: an institution's public page, open to everyone. */
export function InstitutionPage({ title }: PageProps) {
  const uid = useParams().id ?? '';
  const t = usePublicProfileT();
  const countryLabel = useCountryLabel();
  const optionLabel = useOptionLabel();
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
            <ProfilePhoto
              profile={profile}
              alt={t('institution.logoOf', { name: profile.fullname ?? profile.username ?? '?' })}
            />
            <p className="page__intro">
              {placeOf(profile, countryLabel)
                ? t('institution.in', { place: placeOf(profile, countryLabel) })
                : t('institution.label')}
            </p>
            <DocumentBadges profile={profile} />
            {profile.info ? (
              <section aria-labelledby="institution-about">
                <h2 id="institution-about">{t('institution.about')}</h2>
                <p className="profile-text">{profile.info}</p>
              </section>
            ) : null}
            {profile.services.length ? (
              <section aria-labelledby="institution-services">
                <h2 id="institution-services">{t('institution.services')}</h2>
                <ul className="badges">
                  {profile.services.map((service) => (
                    <li key={service} className="badge">
                      {optionLabel(service)}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <Facts
              rows={[
                [t('location'), placeOf(profile, countryLabel)],
                [t('institution.contactPerson'), profile.contact_person],
              ]}
            />
            <p className="field__hint">{t('institution.views', { count: profile.views })}</p>
          </Page>
        )
      }
    </PublicProfileLoader>
  );
}
