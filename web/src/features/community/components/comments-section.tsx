import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { loginPathFor } from '../../../lib/safe-redirect';
import { TextField } from '../../../ui/fields';
import { LoadMore } from '../../../ui/load-more';
import { EmptyState, ErrorState, LoadingState, SendError } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { commentBody, useAddComment } from '../api/add-comment';
import { usePostComments } from '../api/post-comments';
import { CommentThread } from './comment-thread';
import { useCommunityT } from '../i18n';

function CommentForm({ postId }: { postId: string }) {
  const t = useCommunityT();
  const form = useZodForm(commentBody, { info: '' });
  const add = useAddComment(postId);
  return (
    <form
      className="form"
      onSubmit={form.submitTo(add, { onSuccess: form.reset, onKept: form.reset })}
      noValidate
    >
      <TextField label={t('comment.write')} multiline {...form.field('info')} />
      {add.isError ? <SendError error={add.error} /> : null}
      <SubmitButton busy={add.isPending} busyLabel={t('comment.sending')}>
        {t('comment.post')}
      </SubmitButton>
    </form>
  );
}

/** The comments of a post with their replies, oldest first, 15 at a time; signed-in people may add one. */
export function CommentsSection({ postId }: { postId: string }) {
  const t = useCommunityT();
  const { session } = useSession();
  const comments = usePostComments(postId);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">{t('comments.title')}</h2>
      {comments.isPending ? (
        <LoadingState label={t('comments.loading')} />
      ) : comments.isError ? (
        <ErrorState
          message={errorMessage(comments.error)}
          onRetry={() => void comments.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState>{t('comments.none')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('comments.title')}>
          {list.map((comment) => (
            <CommentThread key={comment.comment_id} comment={comment} />
          ))}
        </ul>
      )}
      <LoadMore pages={comments} label={t('comments.more')} />
      {session.status === 'signedIn' ? (
        <CommentForm postId={postId} />
      ) : session.status === 'signedOut' ? (
        <p>
          <Link to={loginPathFor(`/view_post/${postId}`)}>{t('comments.signIn')}</Link>
        </p>
      ) : null}
    </section>
  );
}
