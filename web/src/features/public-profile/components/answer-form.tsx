import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { ANSWER_MAX, answerTooLong } from '../../../lib/reviews';
import { CountedTextField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { useBoundedText } from '../../../lib/use-bounded-text';
import { SendOrCancel } from '../../../ui/submit-button';
import { useAnswerReview } from '../api/user-reviews';
import { usePublicProfileT } from '../i18n';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';

/** The reviewed person's one answer to a review, behind an "Answer" button. */
export function AnswerForm({ uid, reviewId }: { uid: string; reviewId: string }) {
  const t = usePublicProfileT();
  const [open, setOpen] = useState(false);
  const field = useBoundedText(ANSWER_MAX, answerTooLong, t('answer.empty'));
  const answer = useAnswerReview(uid);
  const { sentFrom, refused } = useFocusOnRefusal();
  if (!open) {
    return (
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        {t('answer.open')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const text = field.take();
    if (text === undefined) return refused();
    if (!answer.isPending) answer.mutate({ id: reviewId, text });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <CountedTextField
        label={t('answer.label')}
        name="answer"
        required
        max={ANSWER_MAX}
        value={field.text}
        onChange={field.onChange}
        error={field.error}
      />
      {answer.isError ? <ErrorState message={errorMessage(answer.error)} /> : null}
      <SendOrCancel
        label={answer.isPending ? t('answer.sending') : t('answer.post')}
        busy={answer.isPending}
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}
