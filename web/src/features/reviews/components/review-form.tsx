import { useState, type FormEvent } from 'react';
import { isKeptOffline } from '../../../lib/api-error';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { REVIEW_MAX, reviewTooLong } from '../../../lib/reviews';
import { CountedTextField } from '../../../ui/fields';
import { SendError } from '../../../ui/status';
import { usePostReview, type Hire } from '../api/hires';
import { tReviews, useReviewsT } from '../i18n';
import { StarChoice } from './star-choice';

/** The API's words for what is missing, said before anything is sent (called at render). */
function problemsOf(stars: number, text: string) {
  const length = text.trim().length;
  return {
    stars: stars >= 1 && stars <= 5 ? undefined : tReviews('stars.required'),
    text:
      length === 0 ? tReviews('text.required') : length > REVIEW_MAX ? reviewTooLong : undefined,
  };
}

/** Reviewing one hire: stars, a short text with a live count, sent once. */
export function ReviewForm({ hire }: { hire: Hire }) {
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const post = usePostReview();
  const t = useReviewsT();
  const { sentFrom, refused } = useFocusOnRefusal();
  const problems = problemsOf(stars, text);
  const shown = tried
    ? problems
    : { stars: undefined, text: text.trim().length > REVIEW_MAX ? reviewTooLong : undefined };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    setTried(true);
    if (problems.stars || problems.text) return refused();
    if (post.isPending) return;
    post.mutate({
      post_id: hire.post_id,
      caregiver_id: hire.caregiver_id,
      stars,
      text: text.trim(),
    });
  };
  // Kept offline: sent once the network is back; the form is not offered a second time.
  if (isKeptOffline(post.error)) return <SendError error={post.error} />;
  return (
    <form className="form review-form" onSubmit={submit} noValidate>
      <StarChoice value={stars} onChange={setStars} error={shown.stars} />
      <CountedTextField
        label={t('text.label')}
        name="text"
        required
        max={REVIEW_MAX}
        value={text}
        onChange={setText}
        error={shown.text}
      />
      {post.isError ? <SendError error={post.error} /> : null}
      <button type="submit" className="button" disabled={post.isPending}>
        {post.isPending ? t('posting') : t('post')}
      </button>
    </form>
  );
}
