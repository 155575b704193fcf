import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { TextField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import type { PostComment } from '../api/post-comments';
import { Byline } from './post-body';
import { CommentLikeButton } from './comment-like-button';
import { ReplyForm } from './reply-form';
import { ReportButton } from '../../../ui/report-action';
import { useCommunityT } from '../i18n';

/**
 * One comment or reply: its counts; signed-in people may like it and reply; its author may
 * edit or delete it; anyone else signed in may report it. `threadId`: the comment a reply
 * belongs to (a reply's reply joins that thread). `children`: a comment's replies.
 */
export function CommentItem({
  comment,
  threadId,
  onReplied,
  children,
}: {
  comment: PostComment;
  threadId?: string;
  onReplied?: () => void;
  children?: ReactNode;
}) {
  const t = useCommunityT();
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState(comment.info);
  const edit = useEditComment(comment.post_id, comment.comment_id);
  const remove = useDeleteComment(comment.post_id, comment.comment_id, threadId !== undefined);
  const mine = uid !== '' && uid === comment.user_id;

  return (
    <li className="card">
      <Byline author={comment.author} posted={comment.posted} updated={comment.updated} />
      {editing ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            edit.mutate({ info: text }, { onSuccess: () => setEditing(false) });
          }}
        >
          <TextField
            label={t('comment.editLabel')}
            name="comment"
            required
            value={text}
            onChange={setText}
            multiline
          />
          <div className="button-row">
            <button type="submit" className="button button--small" disabled={edit.isPending}>
              {t('comment.save')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setEditing(false)}
            >
              {t('comment.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <p className="post-text">{comment.info}</p>
      )}
      <p className="field__hint">
        {t('counts.likes', { count: comment.likes })}
        {threadId === undefined ? <> · {t('counts.replies', { count: comment.comments })}</> : null}
      </p>
      {edit.isError ? <ErrorState message={errorMessage(edit.error)} /> : null}
      {remove.isError ? <ErrorState message={errorMessage(remove.error)} /> : null}
      {uid && !editing ? (
        <div className="button-row">
          <CommentLikeButton comment={comment} />
          <button
            type="button"
            className="button button--link"
            aria-expanded={replying}
            aria-label={t('reply.label', { author: comment.author })}
            onClick={() => setReplying(!replying)}
          >
            {t('reply.reply')}
          </button>
          {mine ? (
            <>
              <button
                type="button"
                className="button button--link"
                onClick={() => setEditing(true)}
              >
                {t('comment.edit')}
              </button>
              <button
                type="button"
                className="button button--link"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('comment.confirmDelete'))) remove.mutate();
                }}
              >
                {t('comment.delete')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {replying ? (
        <ReplyForm
          comment={comment}
          threadId={threadId ?? comment.comment_id}
          onSent={() => {
            setReplying(false);
            onReplied?.();
          }}
        />
      ) : null}
      {uid && !mine ? (
        <ReportButton
          what="comment"
          target={{ kind: 'comment', post_id: comment.post_id, comment_id: comment.comment_id }}
        />
      ) : null}
      {children}
    </li>
  );
}
