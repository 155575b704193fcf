import { Link, useParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { ContactCaregiver } from '../../../ui/contact-caregiver';
import { Page } from '../../../ui/page';
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
              {placeOf(profile)
                ? t('cv.whatWhere', {
                    what: profile.positions.join(' · ') || t('cv.caregiver'),
                    place: placeOf(profile),
                  })
                : profile.positions.join(' · ') || t('cv.caregiver')}
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
                  [t('cv.education'), profile.education],
                  [t('cv.languages'), profile.languages.join(', ')],
                  [t('cv.qualifications'), profile.qualifications],
                  [t('location'), placeOf(profile)],
                ]}
              />
            </section>
            {profile.personality ? <PersonalitySummary result={profile.personality} /> : null}
            <section className="card" aria-labelledby="work-title">
              <h2 id="work-title">{t('cv.work')}</h2>
              <Facts
                rows={[
                  [t('cv.positions'), profile.positions.join(', ')],
                  [t('cv.liveInOut'), profile.live_in_out],
                  [t('cv.fullPartTime'), profile.full_part_time],
                  [t('cv.term'), profile.work_type],
                  [t('cv.ages'), profile.age_range],
                  [t('cv.pets'), profile.pets],
                  [t('cv.cpr'), profile.cpr],
                  [t('cv.drives'), profile.driver],
                  [t('cv.salary'), profile.salary],
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
