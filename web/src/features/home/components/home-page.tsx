import { Link } from 'react-router-dom';
import { formatCount } from '../../../i18n/format';
import { Page } from '../../../ui/page';
import { FeaturedCaregivers } from './featured-caregivers';
import { useHomeNumbers } from './home-numbers';

/** Spec section 1: how posting a job works, in the order it happens. */
const steps = [
  {
    title: 'Post a job',
    text: 'Tell us who you need: a nanny, a cook, a carer for a parent. It takes a few minutes.',
  },
  {
    title: 'We e-mail your job to caregivers who are a good fit',
    text: 'Caregivers near you whose skills match your job hear about it straight away.',
  },
  {
    title: 'Caregivers contact you',
    text: 'Read their profiles and talk to the ones you like. You choose who to hire.',
  },
];

export function HomePage() {
  const { liveCaregivers: count, jobsByCountry, featured } = useHomeNumbers();
  return (
    <Page title="Trusted childcarers and caregivers for your family">
      <p className="banner" role="note">
        <strong>
          {count === undefined
            ? 'Childcarers are looking for jobs'
            : `${formatCount(count)} childcarers are looking for jobs`}
        </strong>
      </p>
      <p className="page__intro">
        Find nannies, cooks and carers in Zambia, or find your next caregiving job.
      </p>
      <div className="cta-row">
        <Link to="/createjob" className="button">
          Submit a Job
        </Link>
        <Link to="/find_job/all" className="button button--secondary">
          Find a job
        </Link>
        <Link to="/register/user" className="button button--secondary">
          Register
        </Link>
      </div>
      <section aria-labelledby="open-jobs" className="card" aria-busy={!jobsByCountry}>
        <h2 id="open-jobs">Open jobs</h2>
        {jobsByCountry?.length === 0 ? (
          <p>
            <Link to="/find_job/all">See all jobs</Link>
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
        <h2 id="how-it-works">How it works</h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="our-services">
        <h2 id="our-services">Our services</h2>
        <p>
          Nannies, governesses, maternity nurses, elderly and patient carers, patient meals and
          more.
        </p>
        <Link to="/services">See all our services</Link>
      </section>
      <section aria-labelledby="for-caregivers" className="card">
        <h2 id="for-caregivers">Are you a caregiver?</h2>
        <p>
          Create a free profile, show your experience and documents, and apply for jobs that suit
          you.
        </p>
        <Link to="/register/childcarer">Register as a caregiver</Link>
      </section>
    </Page>
  );
}
