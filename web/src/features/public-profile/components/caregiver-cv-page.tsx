import { Link, useParams } from 'react-router-dom';
import { ContactCaregiver } from '../../../ui/contact-caregiver';
import { useCountryLabel } from '../../../ui/country-labels';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { PersonalitySummary } from '../../../ui/personality-summary';
import { DocumentBadges, Facts, placeOf, ProfilePhoto } from './profile-view';
import { OfferAJob } from './offer-a-job';
import { PublicProfileLoader } from './public-page-states';
import { ReportProfile } from './report-profile';
import { ReviewsSection } from './reviews-section';
import { usePublicProfileT } from '../i18n';
import { MessageParts } from '../../../i18n/message-parts';

/** /cv/:id: a caregiver's public CV. No e-mail, phone, birth date, address or documents. */
export function CaregiverCvPage({ title }: PageProps) {
  const uid = useParams().id ?? '';
  const t = usePublicProfileT();
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  const labels = (values: readonly string[], separator: string) =>
    values.map(label).join(separator);
  return (
    <PublicProfileLoader uid={uid} title={title}>
      {(profile) =>
        profile.user_type === 'institution' ? (
          <Page title={profile.fullname ?? title}>
            <p>
              <MessageParts
                message={t('cv.isInstitution')}
                parts={[(text) => <Link to={`/institution/${profile.uid}`}>{text}</Link>]}
              />
            </p>
          </Page>
        ) : (
          <Page title={profile.fullname ?? profile.username ?? title}>
            <ProfilePhoto profile={profile} />
            <p className="page__intro">
              {placeOf(profile, countryLabel)
                ? t('cv.whatWhere', {
                    what: labels(profile.positions, ' · ') || t('cv.caregiver'),
                    place: placeOf(profile, countryLabel),
                  })
                : labels(profile.positions, ' · ') || t('cv.caregiver')}
            </p>
            <DocumentBadges profile={profile} />
            <section className="card" aria-labelledby="about-title">
              <h2 id="about-title">{t('cv.about')}</h2>
              <p>{profile.info ?? t('cv.noDescription')}</p>
              <Facts
                rows={[
                  [
                    t('cv.experience'),
                    profile.experience ? t('cv.years', { years: profile.experience }) : undefined,
                  ],
                  [t('cv.education'), profile.education && label(profile.education)],
                  [t('cv.languages'), labels(profile.languages, ', ')],
                  [t('cv.origin'), profile.origin && countryLabel(profile.origin)],
                  [t('cv.qualifications'), profile.qualifications],
                  [t('location'), placeOf(profile, countryLabel)],
                ]}
              />
            </section>
            {profile.personality ? <PersonalitySummary result={profile.personality} /> : null}
            <section className="card" aria-labelledby="work-title">
              <h2 id="work-title">{t('cv.work')}</h2>
              <Facts
                rows={[
                  [t('cv.positions'), labels(profile.positions, ', ')],
                  [t('cv.liveInOut'), profile.live_in_out && label(profile.live_in_out)],
                  [t('cv.fullPartTime'), profile.full_part_time && label(profile.full_part_time)],
                  [t('cv.term'), profile.work_type && label(profile.work_type)],
                  [t('cv.duration'), profile.duration && label(profile.duration)],
                  [t('cv.ages'), profile.age_range && label(profile.age_range)],
                  [t('cv.pets'), profile.pets && label(profile.pets)],
                  [t('cv.cpr'), profile.cpr && label(profile.cpr)],
                  [t('cv.drives'), profile.driver && label(profile.driver)],
                  [t('cv.car'), profile.car && label(profile.car)],
                  [t('cv.salary'), profile.salary && label(profile.salary)],
                ]}
              />
            </section>
            <section className="card" aria-labelledby="contact-title">
              <h2 id="contact-title">{t('cv.contact')}</h2>
              <p>
                <MessageParts
                  message={t('cv.contactText')}
                  parts={[(text) => <Link to="/my_account/parent/pay/user/none">{text}</Link>]}
                />
              </p>
              <ContactCaregiver
                uid={profile.uid}
                name={profile.fullname ?? profile.username ?? t('cv.thisCaregiver')}
              />
            </section>
            <OfferAJob
              caregiverId={profile.uid}
              name={profile.fullname ?? profile.username ?? t('cv.thisCaregiver')}
            />
            <ReviewsSection uid={profile.uid} />
            <p className="field__hint">{t('cv.views', { count: profile.views })}</p>
            <ReportProfile uid={profile.uid} />
          </Page>
        )
      }
    </PublicProfileLoader>
  );
}
