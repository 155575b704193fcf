import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { MessageButton } from '../../../ui/message-button';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useAnswerOffer, useReceivedOffers, type ReceivedOffer } from '../api/offers-api';

const answers = [
  ['accepted', 'Accept the offer'],
  ['declined', 'Decline the offer'],
] as const;
const states = { sent: 'Waiting for your answer', accepted: 'Accepted', declined: 'Declined' };

function OfferCard({ offer }: { offer: ReceivedOffer }) {
  const answer = useAnswerOffer();
  const family = offer.job?.contact ?? 'A family';
  return (
    <li className="card">
      <h2>
        <Link to={`/job/${offer.post_id}`}>{offer.position ?? 'Job'}</Link>
      </h2>
      <p>
        From {family} · {new Date(offer.posted).toLocaleDateString()} ·{' '}
        <span className={offer.status === 'declined' ? 'badge badge--missing' : 'badge'}>
          {states[offer.status]}
        </span>
      </p>
      {offer.message ? <blockquote>{offer.message}</blockquote> : null}
      {offer.job ? (
        <p>
          Contact {offer.job.contact}: <a href={`mailto:${offer.job.email}`}>{offer.job.email}</a>
        </p>
      ) : null}
      {answer.isError ? <ErrorState message={errorMessage(answer.error)} /> : null}
      <div className="button-row">
        {offer.status === 'sent'
          ? answers.map(([status, label], index) => (
              <button
                key={status}
                type="button"
                className={index === 0 ? 'button' : 'button button--secondary'}
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate({ id: offer.post_id, uid: offer.caregiver_id, status })
                }
              >
                {label}
              </button>
            ))
          : null}
        {offer.status === 'accepted' ? (
          <Link to="/reviews" className="button button--secondary">
            Leave a review
          </Link>
        ) : null}
        <MessageButton uid={offer.parent_id} name={offer.job?.contact ?? 'the family'} />
      </div>
    </li>
  );
}

/** /my_account/caregiver/apply_offers/recieved_job_offers/:return */
export function ReceivedOffersPage({ title }: PageProps) {
  const offers = useReceivedOffers();
  return (
    <Page title={title}>
      {offers.isPending ? (
        <LoadingState label="Loading your offers…" />
      ) : offers.isError ? (
        <ErrorState message={errorMessage(offers.error)} onRetry={() => void offers.refetch()} />
      ) : offers.data.offers.length === 0 ? (
        <EmptyState>
          No offers yet. Families send offers after reading your profile or your applications.{' '}
          <Link to="/find_job/all">Find a job</Link>
        </EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Job offers">
          {offers.data.offers.map((offer) => (
            <OfferCard key={offer.post_id} offer={offer} />
          ))}
        </ul>
      )}
    </Page>
  );
}
