import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import type { ApplicationRecord } from '../api/apply';
import { useMyJobs, type Job } from '../api/jobs-api';
import { useDecideApplication, useJobApplications, type ParentOffer } from '../api/offers-api';
import { MessageButton } from '../../../ui/message-button';
import { OfferForm } from '../../../ui/offer-form';

const applicationStates = { applied: 'New', shortlisted: 'Shortlisted', declined: 'Declined' };
const decisions = [
  ['shortlisted', 'Shortlist'],
  ['declined', 'Decline'],
] as const;
const offerStates = { sent: 'Offer sent', accepted: 'Offer accepted', declined: 'Offer declined' };

const jobLabel = (job: Job) =>
  `${job.position} · ${job.town ?? job.currently_in} · ${new Date(job.posted).toLocaleDateString()}`;

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
  const name = application.name;
  return (
    <li className="card">
      <h2>
        <Link to={`/cv/${application.temp_id}`}>{name}</Link>
      </h2>
      <p>
        Applied {new Date(application.posted).toLocaleDateString()} ·{' '}
        <span className={application.status === 'declined' ? 'badge badge--missing' : 'badge'}>
          {applicationStates[application.status]}
        </span>
        {offer ? <span className="badge"> {offerStates[offer.status]}</span> : null}
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
              {verb} {name}
            </button>
          ))}
        {!offer && !offering ? (
          <button type="button" className="button" onClick={() => setOffering(true)}>
            Offer the job to {name}
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
  return (
    <li>
      <div>
        <Link to={`/cv/${offer.caregiver_id}`}>{offer.caregiver_name}</Link>
        {offer.contact ? (
          <>
            <br />
            {offer.contact.phone ? `Phone ${offer.contact.phone} · ` : ''}
            <a href={`mailto:${offer.contact.email}`}>{offer.contact.email}</a>
          </>
        ) : null}
        <div className="button-row">
          {offer.status === 'accepted' ? (
            <Link to="/reviews" className="button button--secondary">
              Leave a review
            </Link>
          ) : null}
          <MessageButton uid={offer.caregiver_id} name={offer.caregiver_name} />
        </div>
      </div>
      <span className={offer.status === 'declined' ? 'badge badge--missing' : 'badge'}>
        {offerStates[offer.status]}
      </span>
    </li>
  );
}

function JobApplications({ jobId }: { jobId: string }) {
  const found = useJobApplications(jobId);
  if (found.isPending) return <LoadingState label="Loading the applications…" />;
  if (found.isError)
    return <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />;
  const { applications, offers } = found.data;
  const offerTo = new Map(offers.map((offer) => [offer.caregiver_id, offer]));
  return (
    <>
      {applications.length === 0 ? (
        <EmptyState>No applications to this job yet.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Applications">
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
          <h2 id="offers-title">Offers for this job</h2>
          <ul className="checklist" aria-label="Offers">
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
  const [params, setParams] = useSearchParams();
  const jobs = mine.data?.jobs ?? [];
  const chosen = params.get('job') ?? jobs.find((job) => job.paid)?.post_id ?? jobs[0]?.post_id;
  return (
    <Page title={title}>
      {mine.isPending ? (
        <LoadingState label="Loading your jobs…" />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : jobs.length === 0 ? (
        <EmptyState>
          You have not posted a job yet. <Link to="/createjob">Submit a Job</Link>
        </EmptyState>
      ) : (
        <>
          <div className="field">
            <label htmlFor="job-choice">Job</label>
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
