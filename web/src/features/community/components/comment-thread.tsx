import { useState } from 'react';
import type { PostComment } from '../api/post-comments';
import { CommentItem } from './comment-item';
import { CommentReplies } from './comment-replies';
import { useCommunityT } from '../i18n';

/**
 * A comment with its replies, one level deep (enough on a phone). The replies are read when
 * opened (which counts as a view of the comment) and opened after one's own reply.
 */
export function CommentThread({ comment }: { comment: PostComment }) {
  const t = useCommunityT();
  const [open, setOpen] = useState(false);
  return (
    <CommentItem comment={comment} onReplied={() => setOpen(true)}>
      {comment.comments > 0 ? (
        <button
          type="button"
          className="button button--link"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('replies.hide') : t('replies.show', { count: comment.comments })}
        </button>
      ) : null}
      {open ? <CommentReplies comment={comment} /> : null}
    </CommentItem>
  );
}
