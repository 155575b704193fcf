import { commentBody } from '../api/add-comment';
import { useAddReply } from '../api/add-reply';
import type { PostComment } from '../api/post-comments';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { TextField } from '../../../ui/fields';
import { SendError } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { useCommunityT } from '../i18n';

/**
 * A reply to a comment or to a reply: either joins the comment's thread (one level deep).
 * `onSent` runs once the reply is saved (or kept to send when back online).
 */
export function ReplyForm({
  comment,
  threadId,
  onSent,
}: {
  comment: PostComment;
  threadId: string;
  onSent: () => void;
}) {
  const t = useCommunityT();
  const form = useZodForm(commentBody, { info: '' });
  const add = useAddReply(comment.post_id, comment.comment_id, threadId);
  const done = () => {
    form.reset();
    onSent();
  };
  return (
    <form
      className="form"
      onSubmit={form.submitTo(add, { onSuccess: done, onKept: done })}
      noValidate
    >
      <TextField
        label={t('reply.write', { author: comment.author })}
        multiline
        {...form.field('info')}
      />
      {add.isError ? <SendError error={add.error} /> : null}
      <SubmitButton busy={add.isPending} busyLabel={t('comment.sending')}>
        {t('reply.post')}
      </SubmitButton>
    </form>
  );
}
