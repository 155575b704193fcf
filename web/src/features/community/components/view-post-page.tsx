import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useDeletePost } from '../api/delete-post';
import { useEditPost } from '../api/edit-post';
import { useViewPost, type ViewedPost } from '../api/view-post';
import { CommentsSection } from './comments-section';
import { LikeButton } from './like-button';
import { PostBody, PostCounts } from './post-body';
import { PostForm } from './post-form';
import { ReportButton } from '../../../ui/report-action';
import { useCommunityT } from '../i18n';

/** The author's edit and delete controls. */
function AuthorActions({ post }: { post: ViewedPost }) {
  const t = useCommunityT();
  const [editing, setEditing] = useState(false);
  const edit = useEditPost(post.post_id);
  const remove = useDeletePost(post.post_id);
  const navigate = useNavigate();
  if (editing) {
    return (
      <>
        <PostForm
          initial={{ title: post.title, info: post.info }}
          busy={edit.isPending}
          submitLabel={t('post.save')}
          onSubmit={(fields) =>
            edit.mutate(
              { title: fields.title, info: fields.info },
              { onSuccess: () => setEditing(false) },
            )
          }
        />
        {edit.isError ? <ErrorState message={errorMessage(edit.error)} /> : null}
      </>
    );
  }
  return (
    <div className="button-row">
      <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
        {t('post.edit')}
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(t('post.confirmDelete')))
            remove.mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) });
        }}
      >
        {t('post.delete')}
      </button>
      {remove.isError ? <ErrorState message={errorMessage(remove.error)} /> : null}
    </div>
  );
}

/** /view_post/:id — a community post with its likes and comments. */
export function ViewPostPage({ title }: PageProps) {
  const t = useCommunityT();
  const id = useParams().id ?? '';
  const post = useViewPost(id);
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  if (post.isPending) {
    return (
      <Page title={title}>
        <LoadingState label={t('post.loading')} />
      </Page>
    );
  }
  if (post.isError) {
    const gone = post.error instanceof ApiError && post.error.status === 404;
    return (
      <Page title={gone ? t('post.goneTitle') : title}>
        {gone ? (
          <div className="status status--empty">
            <p>{t('post.gone', { reason: errorMessage(post.error) })}</p>
            <p>
              <Link to="/">{t('post.backHome')}</Link>
            </p>
          </div>
        ) : (
          <ErrorState message={errorMessage(post.error)} onRetry={() => void post.refetch()} />
        )}
      </Page>
    );
  }
  const data = post.data;
  const mine = uid !== '' && uid === data.user_id;
  return (
    <Page title={data.title}>
      <article className="card">
        <PostBody post={data} />
        <PostCounts post={data} />
        <LikeButton postId={data.post_id} liked={data.liked} />
        {mine ? <AuthorActions post={data} /> : null}
        {uid && !mine ? (
          <ReportButton what="post" target={{ kind: 'post', post_id: data.post_id }} />
        ) : null}
      </article>
      <CommentsSection postId={data.post_id} />
    </Page>
  );
}
