import { errorMessage } from '../../../lib/api-error';
import { useLikeComment } from '../api/like-comment';
import type { PostComment } from '../api/post-comments';
import { useCommunityT } from '../i18n';

/** Like a comment or reply, or take the like back (signed-in people only). */
export function CommentLikeButton({ comment }: { comment: PostComment }) {
  const t = useCommunityT();
  const like = useLikeComment(comment.post_id, comment.comment_id);
  return (
    <>
      <button
        type="button"
        className="button button--link"
        aria-pressed={comment.liked}
        aria-label={t(comment.liked ? 'comment.likedLabel' : 'comment.likeLabel', {
          author: comment.author,
        })}
        disabled={like.isPending}
        onClick={() => like.mutate(!comment.liked)}
      >
        {comment.liked ? t('like.liked') : t('like.like')}
      </button>
      {like.isError ? (
        <p className="inline-error" role="alert">
          {errorMessage(like.error)}
        </p>
      ) : null}
    </>
  );
}
