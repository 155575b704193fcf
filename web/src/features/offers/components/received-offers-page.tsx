import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { HireLinks } from '../../../ui/hire-links';
import { MessageButton } from '../../../ui/message-button';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useUiT } from '../../../ui/i18n';
import { formatDay } from '../../../i18n/format';
import { useAnswerOffer, useReceivedOffers, type ReceivedOffer } from '../api/offers-api';
import { useOffersT } from '../i18n';

// Keys of the answers and states, translated at render.
const answers = [
  ['accepted', 'offers.accept'],
  ['declined', 'offers.decline'],
] as const;
const states = {
  sent: 'offers.state.sent',
  accepted: 'offers.state.accepted',
  declined: 'offers.state.declined',
} as const;

function OfferCard({ offer }: { offer: ReceivedOffer }) {
  const answer = useAnswerOffer();
  const t = useOffersT();
  const tUi = useUiT();
  const label = useOptionLabel();
  const family = offer.job?.contact ?? t('offers.aFamily');
  return (
    <li className="card">
      <h2>
        <Link to={`/job/${offer.post_id}`}>
          {offer.position ? label(offer.position) : tUi('common.job')}
        </Link>
      </h2>
      <p>
        {t('offers.from', { family, date: formatDay(offer.posted) })}{' '}
        <span className={offer.status === 'declined' ? 'badge badge--missing' : 'badge'}>
          {t(states[offer.status])}
        </span>
      </p>
      {offer.message ? <blockquote>{offer.message}</blockquote> : null}
      {offer.job ? (
        <p>
          {t('offers.contact', { name: offer.job.contact })}{' '}
          <a href={`mailto:${offer.job.email}`}>{offer.job.email}</a>
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
                {t(label)}
              </button>
            ))
          : null}
        {offer.status === 'accepted' ? (
          <HireLinks postId={offer.post_id} caregiverId={offer.caregiver_id} />
        ) : null}
        <MessageButton uid={offer.parent_id} name={offer.job?.contact ?? tUi('common.theFamily')} />
      </div>
    </li>
  );
}

/** /my_account/caregiver/apply_offers/recieved_job_offers/:return */
export function ReceivedOffersPage({ title }: PageProps) {
  const offers = useReceivedOffers();
  const t = useOffersT();
  const tUi = useUiT();
  return (
    <Page title={title}>
      {offers.isPending ? (
        <LoadingState label={t('offers.loading')} />
      ) : offers.isError ? (
        <ErrorState message={errorMessage(offers.error)} onRetry={() => void offers.refetch()} />
      ) : offers.data.offers.length === 0 ? (
        <EmptyState>
          {t('offers.empty')} <Link to="/find_job/all">{tUi('common.findJob')}</Link>
        </EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('offers.list')}>
          {offers.data.offers.map((offer) => (
            <OfferCard key={offer.post_id} offer={offer} />
          ))}
        </ul>
      )}
    </Page>
  );
}
