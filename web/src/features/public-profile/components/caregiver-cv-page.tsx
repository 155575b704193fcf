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

/** /cv/:id: a caregiver's public CV. No e-mail, phone, birth date, address or documents. */
export function CaregiverCvPage({ title }: PageProps) {
  const uid = useParams().id ?? '';
  return (
    <PublicProfileLoader uid={uid} title={title}>
      {(profile) =>
        profile.user_type === 'institution' ? (
          <Page title={profile.fullname ?? title}>
            <p>
              This is an institution. <Link to={`/institution/${profile.uid}`}>See its page</Link>.
            </p>
          </Page>
        ) : (
          <Page title={profile.fullname ?? profile.username ?? title}>
            <ProfilePhoto profile={profile} />
            <p className="page__intro">
              {profile.positions.join(' · ') || 'Caregiver'}
              {placeOf(profile) ? ` in ${placeOf(profile)}` : ''}
            </p>
            <DocumentBadges profile={profile} />
            <section className="card" aria-labelledby="about-title">
              <h2 id="about-title">About</h2>
              <p>{profile.info ?? 'No description yet.'}</p>
              <Facts
                rows={[
                  ['Experience', profile.experience ? `${profile.experience} years` : undefined],
                  ['Education', profile.education],
                  ['Languages', profile.languages.join(', ')],
                  ['Qualifications', profile.qualifications],
                  ['Location', placeOf(profile)],
                ]}
              />
            </section>
            {profile.personality ? <PersonalitySummary result={profile.personality} /> : null}
            <section className="card" aria-labelledby="work-title">
              <h2 id="work-title">Work preferences</h2>
              <Facts
                rows={[
                  ['Positions', profile.positions.join(', ')],
                  ['Live in or out', profile.live_in_out],
                  ['Full or part time', profile.full_part_time],
                  ['Term', profile.work_type],
                  ["Children's ages", profile.age_range],
                  ['Pets', profile.pets],
                  ['CPR / first aid', profile.cpr],
                  ['Drives', profile.driver],
                  ['Salary', profile.salary],
                ]}
              />
            </section>
            <section className="card" aria-labelledby="contact-title">
              <h2 id="contact-title">Contact</h2>
              <p>
                Families see the phone and e-mail when they contact this caregiver: a few contacts
                are free, a <Link to="/my_account/parent/pay/user/none">parent package</Link> gives
                contacts without limit.
              </p>
              <ContactCaregiver
                uid={profile.uid}
                name={profile.fullname ?? profile.username ?? 'this caregiver'}
              />
            </section>
            <OfferAJob
              caregiverId={profile.uid}
              name={profile.fullname ?? profile.username ?? 'this caregiver'}
            />
            <ReviewsSection uid={profile.uid} />
            <p className="field__hint">Profile viewed {profile.views} times.</p>
            <ReportProfile uid={profile.uid} />
          </Page>
        )
      }
    </PublicProfileLoader>
  );
}
