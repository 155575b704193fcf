import { useUiT } from './i18n';
import { formatCount } from '../i18n/format';
import { formatAverage, ratingSummary } from '../lib/reviews';

const FIVE = [1, 2, 3, 4, 5];

/**
 * Five stars, the first `value` of them filled (halves round to the nearer star). Read out as
 * "4 out of 5 stars"; the stars themselves are hidden from screen readers.
 */
export function Stars({ value }: { value: number }) {
  const t = useUiT();
  const filled = Math.round(value);
  return (
    <span className="stars">
      <span aria-hidden="true">
        {FIVE.map((star) => (
          <span key={star} className={star <= filled ? 'star star--on' : 'star'}>
            ★
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        {t('stars.outOf5', { average: formatAverage(value) })}
      </span>
    </span>
  );
}

/** A small "★ 4.5 (2)" for result cards, read out in full; nothing while there are no reviews. */
export function RatingBadge({ average, count }: { average?: number; count?: number }) {
  // Re-rendered when the language changes, so the summary follows a switch.
  useUiT();
  if (!count || count <= 0 || average === undefined || average < 0) return null;
  return (
    <span className="rating-badge" role="img" aria-label={ratingSummary(average, count)}>
      {`★ ${formatAverage(average)} (${formatCount(count)})`}
    </span>
  );
}
