import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { formatDay } from '../../../i18n/format';
import { ratingSummary, type Review } from '../../../lib/reviews';
import { LoadMore } from '../../../ui/load-more';
import { ReportButton } from '../../../ui/report-action';
import { Stars } from '../../../ui/stars';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useUserReviews } from '../api/user-reviews';
import { AnswerForm } from './answer-form';
import { usePublicProfileT } from '../i18n';

/** One review: who wrote it, the stars, when, the text and the reviewed person's answer. */
function ReviewItem({ review, viewer }: { review: Review; viewer: string | null }) {
  const t = usePublicProfileT();
  const reviewed = viewer === review.about;
  return (
    <li className="review">
      <p className="review__head">
        <strong>{review.author.name}</strong> <Stars value={review.stars} />{' '}
        <small>{formatDay(review.created)}</small>
      </p>
      {review.hidden ? (
        <p className="review__text review__text--hidden">{t('reviews.removed')}</p>
      ) : (
        <p className="review__text">{review.text}</p>
      )}
      {review.answer ? (
        <div className="review__answer">
          <p>
            <strong>{t('reviews.answer')}</strong> <small>{formatDay(review.answer.created)}</small>
          </p>
          <p className="review__text">{review.answer.text}</p>
        </div>
      ) : reviewed ? (
        <AnswerForm uid={review.about} reviewId={review.id} />
      ) : null}
      {viewer && viewer !== review.author.uid && !review.hidden ? (
        <ReportButton what="review" target={{ kind: 'review', review_id: review.id }} />
      ) : null}
    </li>
  );
}

/** A profile's reviews: the average and count, then the newest first, 15 at a time. */
export function ReviewsSection({ uid }: { uid: string }) {
  const t = usePublicProfileT();
  const { session } = useSession();
  const viewer = session.status === 'signedIn' ? session.uid : null;
  const list = useUserReviews(uid);
  const first = list.data?.pages[0];
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section className="card" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {first ? (
        <>
          <p className="rating-summary">
            {first.count > 0 ? <Stars value={first.average} /> : null}{' '}
            <span>{ratingSummary(first.average, first.count)}</span>
          </p>
          {reviews.length > 0 ? (
            <ul className="review-list" aria-label={t('reviews.title')}>
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} viewer={viewer} />
              ))}
            </ul>
          ) : null}
          <LoadMore pages={list} label={t('reviews.more')} />
        </>
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <LoadingState label={t('reviews.loading')} />
      )}
    </section>
  );
}
