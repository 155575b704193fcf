import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useCommentReplies } from '../api/comment-replies';
import type { PostComment } from '../api/post-comments';
import { CommentItem } from './comment-item';
import { useCommunityT } from '../i18n';

/** A comment's replies, oldest first, 15 at a time, once opened. */
export function CommentReplies({ comment }: { comment: PostComment }) {
  const t = useCommunityT();
  const replies = useCommentReplies(comment.post_id, comment.comment_id, true);
  if (replies.isPending) return <LoadingState label={t('replies.loading')} />;
  if (replies.isError)
    return (
      <ErrorState message={errorMessage(replies.error)} onRetry={() => void replies.refetch()} />
    );
  const list = replies.data.pages.flatMap((page) => page.replies);
  return (
    <>
      <ul
        className="plain-list replies"
        aria-label={t('replies.title', { author: comment.author })}
      >
        {list.map((reply) => (
          <CommentItem key={reply.comment_id} comment={reply} threadId={comment.comment_id} />
        ))}
      </ul>
      <LoadMore pages={replies} label={t('replies.more')} />
    </>
  );
}
