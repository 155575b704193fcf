import { Link } from 'react-router-dom';
import { Page } from '../../../ui/page';
import { useHomeT, type HomeKey } from '../i18n';
import { FeaturedCaregivers } from './featured-caregivers';
import { useHomeNumbers } from './home-numbers';

/** Spec section 1: how posting a job works, in the order it happens (translated at render). */
const steps: { title: HomeKey; text: HomeKey }[] = [
  { title: 'steps.post.title', text: 'steps.post.text' },
  { title: 'steps.match.title', text: 'steps.match.text' },
  { title: 'steps.contact.title', text: 'steps.contact.text' },
];

export function HomePage() {
  const { liveCaregivers: count, jobsByCountry, featured } = useHomeNumbers();
  const t = useHomeT();
  return (
    <Page title={t('title')}>
      <p className="banner" role="note">
        <strong>{count === undefined ? t('banner.waiting') : t('banner.count', { count })}</strong>
      </p>
      <p className="page__intro">{t('intro')}</p>
      <div className="cta-row">
        <Link to="/createjob" className="button">
          {t('cta.submitJob')}
        </Link>
        <Link to="/find_job/all" className="button button--secondary">
          {t('cta.findJob')}
        </Link>
        <Link to="/register/user" className="button button--secondary">
          {t('cta.register')}
        </Link>
      </div>
      <section aria-labelledby="open-jobs" className="card" aria-busy={!jobsByCountry}>
        <h2 id="open-jobs">{t('openJobs.heading')}</h2>
        {jobsByCountry?.length === 0 ? (
          <p>
            <Link to="/find_job/all">{t('openJobs.seeAll')}</Link>
          </p>
        ) : (
          <ul className="badges" aria-hidden={jobsByCountry ? undefined : true}>
            {jobsByCountry ? (
              jobsByCountry.map(({ country, total }) => (
                <li key={country}>
                  <Link
                    className="badge"
                    to={`/find_job/all?country=${encodeURIComponent(country)}`}
                  >
                    {country}: {total}
                  </Link>
                </li>
              ))
            ) : (
              <li>
                <span className="badge skeleton skeleton--badge">&nbsp;</span>
              </li>
            )}
          </ul>
        )}
      </section>
      <FeaturedCaregivers caregivers={featured} />
      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works">{t('howItWorks.heading')}</h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="our-services">
        <h2 id="our-services">{t('services.heading')}</h2>
        <p>{t('services.text')}</p>
        <Link to="/services">{t('services.link')}</Link>
      </section>
      <section aria-labelledby="for-caregivers" className="card">
        <h2 id="for-caregivers">{t('caregivers.heading')}</h2>
        <p>{t('caregivers.text')}</p>
        <Link to="/register/childcarer">{t('caregivers.link')}</Link>
      </section>
    </Page>
  );
}
