import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isKeptOffline } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState, SendError, SuccessState } from '../../../ui/status';
import { useCreatePost } from '../api/create-post';
import { useMyPosts } from '../api/my-posts';
import { PostCounts } from './post-body';
import { PostForm } from './post-form';
import { formatDay } from '../../../i18n/format';
import { useCommunityT } from '../i18n';

function WritePost() {
  const t = useCommunityT();
  const [percent, setPercent] = useState<number>();
  const create = useCreatePost(setPercent);
  return (
    <section className="card" aria-labelledby="write-post">
      <h2 id="write-post">{t('write.title')}</h2>
      {create.isSuccess ? (
        <SuccessState>
          <p>
            {t('write.up')} <Link to={`/view_post/${create.data.post_id}`}>{t('write.see')}</Link>
          </p>
        </SuccessState>
      ) : null}
      {create.isError ? <SendError error={create.error} /> : null}
      {create.isPending && percent !== undefined ? (
        <p role="status">{t('write.uploading', { percent })}</p>
      ) : null}
      <PostForm
        withFiles
        busy={create.isPending}
        submitLabel={t('write.publish')}
        onSubmit={(fields, reset) => {
          setPercent(undefined);
          // Kept offline, it is on its way like a published one: the form starts afresh.
          create.mutate(fields, {
            onSuccess: reset,
            onError: (error) => isKeptOffline(error) && reset(),
          });
        }}
      />
    </section>
  );
}

/** /my_account/<area>/posts/user/:return — the caller's community posts and a form for a new one. */
export function MyPostsPage({ title }: PageProps) {
  const t = useCommunityT();
  const posts = useMyPosts();
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Page title={title} intro={t('mine.intro')}>
      <WritePost />
      <h2>{t('mine.title')}</h2>
      {posts.isPending ? (
        <LoadingState label={t('mine.loading')} />
      ) : posts.isError ? (
        <ErrorState message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t('mine.none')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('mine.title')}>
          {list.map((post) => (
            <li key={post.post_id} className="card">
              <h3>
                <Link to={`/view_post/${post.post_id}`}>{post.title}</Link>
              </h3>
              <p className="field__hint">{formatDay(post.posted)}</p>
              <PostCounts post={post} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={posts} label={t('posts.more')} />
    </Page>
  );
}
