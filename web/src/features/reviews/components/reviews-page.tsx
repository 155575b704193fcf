import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useOptionLabel } from '../../../ui/option-labels';
import { useUiT } from '../../../ui/i18n';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useHires, type Hire } from '../api/hires';
import { useReviewsT } from '../i18n';
import { ReviewForm } from './review-form';

function HireCard({ hire }: { hire: Hire }) {
  const { other } = hire;
  const t = useReviewsT();
  const tUi = useUiT();
  const label = useOptionLabel();
  const name =
    other.user_type === 'parent' ? (
      other.name
    ) : (
      <Link to={`/cv/${encodeURIComponent(other.uid)}`}>{other.name}</Link>
    );
  return (
    <li className="card">
      <h2>
        {/* An offer names its job's position (older records may not) */}
        {hire.position ? <>{label(hire.position)} · </> : null}
        {name}
      </h2>
      <p>
        <Link to={`/hires/${hire.post_id}/${hire.caregiver_id}`}>{tUi('common.trialDays')}</Link>
      </p>
      {hire.reviewed ? (
        <p className="status status--success">{t('reviewed')}</p>
      ) : (
        <>
          {hire.replacesReview ? (
            <p className="field__hint">{t('replaces', { name: other.name })}</p>
          ) : null}
          <ReviewForm hire={hire} />
        </>
      )}
    </li>
  );
}

/** /reviews: the caller's hires (accepted offers); one review per person, the latest standing. */
export function ReviewsPage({ title }: PageProps) {
  const hires = useHires();
  const t = useReviewsT();
  return (
    <Page title={title}>
      {hires.isPending ? (
        <LoadingState label={t('loading')} />
      ) : hires.isError ? (
        <ErrorState message={errorMessage(hires.error)} onRetry={() => void hires.refetch()} />
      ) : hires.data.hires.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('list')}>
          {hires.data.hires.map((hire) => (
            <HireCard key={`${hire.post_id}/${hire.caregiver_id}`} hire={hire} />
          ))}
        </ul>
      )}
    </Page>
  );
}
