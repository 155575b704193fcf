import { Link } from 'react-router-dom';
import { useUiT } from './i18n';

/**
 * What an accepted offer (a hire) leads to, for either of its people: its trial days (the hire
 * page) and the review of the other person.
 */
export function HireLinks({ postId, caregiverId }: { postId: string; caregiverId: string }) {
  const t = useUiT();
  return (
    <>
      <Link
        to={`/hires/${encodeURIComponent(postId)}/${encodeURIComponent(caregiverId)}`}
        className="button"
      >
        {t('common.trialDays')}
      </Link>
      <Link to="/reviews" className="button button--secondary">
        {t('common.leaveReview')}
      </Link>
    </>
  );
}
