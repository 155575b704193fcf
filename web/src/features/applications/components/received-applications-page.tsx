import { placeName } from '@core/reference/place-names';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useCountryLabel } from '../../../ui/country-labels';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import type { ApplicationRecord } from '../../../lib/apply';
import { useMyJobs, type Job } from '../../../lib/use-my-jobs';
import {
  useDecideApplication,
  useJobApplications,
  type ParentOffer,
} from '../api/job-applications';
import { HireLinks } from '../../../ui/hire-links';
import { MessageButton } from '../../../ui/message-button';
import { OfferForm } from '../../../ui/offer-form';
import { useUiT } from '../../../ui/i18n';
import { formatDay } from '../../../i18n/format';
import { useApplicationsT } from '../i18n';

// Keys of the states and decisions, translated at render.
const applicationStates = {
  applied: 'received.state.applied',
  shortlisted: 'received.state.shortlisted',
  declined: 'received.state.declined',
} as const;
const decisions = [
  ['shortlisted', 'received.shortlist'],
  ['declined', 'received.decline'],
] as const;
const offerStates = {
  sent: 'received.offer.sent',
  accepted: 'received.offer.accepted',
  declined: 'received.offer.declined',
} as const;

/** A job in the chooser: position, place and day, the reference words in the reader's language. */
function useJobLabel(): (job: Job) => string {
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  return (job) =>
    `${label(job.position)} · ${(job.town && placeName(job.town)) || countryLabel(job.currently_in)} · ${formatDay(job.posted)}`;
}

function ApplicationRow({
  jobId,
  application,
  offer,
}: {
  jobId: string;
  application: ApplicationRecord;
  offer?: ParentOffer;
}) {
  const decide = useDecideApplication(jobId);
  const [offering, setOffering] = useState(false);
  const t = useApplicationsT();
  const name = application.name;
  return (
    <li className="card">
      <h2>
        <Link to={`/cv/${application.temp_id}`}>{name}</Link>
      </h2>
      <p>
        {t('received.applied', { date: formatDay(application.posted) })} ·{' '}
        {/* Once the job is offered, the offer's state is the news: the application is not new. */}
        {offer && application.status === 'applied' ? null : (
          <span className={application.status === 'declined' ? 'badge badge--missing' : 'badge'}>
            {t(applicationStates[application.status])}
          </span>
        )}
        {offer ? (
          <span className={offer.status === 'declined' ? 'badge badge--missing' : 'badge'}>
            {t(offerStates[offer.status])}
          </span>
        ) : null}
      </p>
      {decide.isError ? <ErrorState message={errorMessage(decide.error)} /> : null}
      <div className="button-row">
        {decisions
          .filter(([status]) => status !== application.status)
          .map(([status, verb]) => (
            <button
              key={status}
              type="button"
              className="button button--secondary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ uid: application.temp_id, status })}
            >
              {t(verb, { name })}
            </button>
          ))}
        {!offer && !offering ? (
          <button type="button" className="button" onClick={() => setOffering(true)}>
            {t('received.offerJob', { name })}
          </button>
        ) : null}
        <MessageButton uid={application.temp_id} name={name} />
      </div>
      {!offer && offering ? (
        <OfferForm jobId={jobId} caregiverId={application.temp_id} name={name} />
      ) : null}
    </li>
  );
}

function OfferRow({ offer }: { offer: ParentOffer }) {
  const t = useApplicationsT();
  return (
    <li>
      <div>
        <Link to={`/cv/${offer.caregiver_id}`}>{offer.caregiver_name}</Link>
        {offer.contact ? (
          <>
            <br />
            {offer.contact.phone ? t('received.phone', { phone: offer.contact.phone }) : ''}
            {offer.contact.phone && offer.contact.email ? ' · ' : ''}
            {offer.contact.email ? (
              <a href={`mailto:${offer.contact.email}`}>{offer.contact.email}</a>
            ) : null}
          </>
        ) : null}
        <div className="button-row">
          {offer.status === 'accepted' ? (
            <HireLinks postId={offer.post_id} caregiverId={offer.caregiver_id} />
          ) : null}
          <MessageButton uid={offer.caregiver_id} name={offer.caregiver_name} />
        </div>
      </div>
      <span className={offer.status === 'declined' ? 'badge badge--missing' : 'badge'}>
        {t(offerStates[offer.status])}
      </span>
    </li>
  );
}

function JobApplications({ jobId }: { jobId: string }) {
  const found = useJobApplications(jobId);
  const t = useApplicationsT();
  if (found.isPending) return <LoadingState label={t('received.loadingApplications')} />;
  if (found.isError)
    return <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />;
  const { applications, offers } = found.data;
  const offerTo = new Map(offers.map((offer) => [offer.caregiver_id, offer]));
  return (
    <>
      {applications.length === 0 ? (
        <EmptyState>{t('received.noApplications')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('received.applications')}>
          {applications.map((application) => (
            <ApplicationRow
              key={application.temp_id}
              jobId={jobId}
              application={application}
              offer={offerTo.get(application.temp_id)}
            />
          ))}
        </ul>
      )}
      {offers.length > 0 ? (
        <section className="card" aria-labelledby="offers-title">
          <h2 id="offers-title">{t('received.offersTitle')}</h2>
          <ul className="checklist" aria-label={t('received.offers')}>
            {offers.map((offer) => (
              <OfferRow key={offer.caregiver_id} offer={offer} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /my_account/parent/jobs_profiles/recieved_applications/:return (?job= picks the job). */
export function ReceivedApplicationsPage({ title }: PageProps) {
  const mine = useMyJobs();
  // The page's own words are the shared ones, but the rows below speak this namespace: it is
  // fetched with the page, not when the first row renders (which would flash the loading state).
  useApplicationsT();
  const tUi = useUiT();
  const [params, setParams] = useSearchParams();
  const jobLabel = useJobLabel();
  const jobs = mine.data?.jobs ?? [];
  const chosen = params.get('job') ?? jobs.find((job) => job.paid)?.post_id ?? jobs[0]?.post_id;
  return (
    <Page title={title}>
      {mine.isPending ? (
        <LoadingState label={tUi('common.loadingJobs')} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : jobs.length === 0 ? (
        <EmptyState>
          {tUi('common.noJobsYet')} <Link to="/createjob">{tUi('common.submitJob')}</Link>
        </EmptyState>
      ) : (
        <>
          <div className="field">
            <label htmlFor="job-choice">{tUi('common.job')}</label>
            <select
              id="job-choice"
              value={chosen}
              onChange={(event) => setParams({ job: event.target.value }, { replace: true })}
            >
              {jobs.map((job) => (
                <option key={job.post_id} value={job.post_id}>
                  {jobLabel(job)}
                </option>
              ))}
            </select>
          </div>
          {chosen ? <JobApplications jobId={chosen} /> : null}
        </>
      )}
    </Page>
  );
}
