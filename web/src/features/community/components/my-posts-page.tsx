import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useCreatePost } from '../api/create-post';
import { useMyPosts } from '../api/my-posts';
import { PostCounts } from './post-body';
import { PostForm } from './post-form';

function WritePost() {
  const [percent, setPercent] = useState<number>();
  const create = useCreatePost(setPercent);
  return (
    <section className="card" aria-labelledby="write-post">
      <h2 id="write-post">Write a post</h2>
      {create.isSuccess ? (
        <SuccessState>
          <p>
            Your post is up. <Link to={`/view_post/${create.data.post_id}`}>See your post</Link>
          </p>
        </SuccessState>
      ) : null}
      {create.isError ? <ErrorState message={errorMessage(create.error)} /> : null}
      {create.isPending && percent !== undefined ? (
        <p role="status">Uploading… {percent}%</p>
      ) : null}
      <PostForm
        withFiles
        busy={create.isPending}
        submitLabel="Publish post"
        onSubmit={(fields, reset) => {
          setPercent(undefined);
          create.mutate(fields, { onSuccess: reset });
        }}
      />
    </section>
  );
}

/** /my_account/<area>/posts/user/:return — the caller's community posts and a form for a new one. */
export function MyPostsPage({ title }: PageProps) {
  const posts = useMyPosts();
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Page title={title} intro="Share advice and questions with other families and caregivers.">
      <WritePost />
      <h2>Your posts</h2>
      {posts.isPending ? (
        <LoadingState label="Loading your posts…" />
      ) : posts.isError ? (
        <ErrorState message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>You have not written a post yet.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Your posts">
          {list.map((post) => (
            <li key={post.post_id} className="card">
              <h3>
                <Link to={`/view_post/${post.post_id}`}>{post.title}</Link>
              </h3>
              <p className="field__hint">{new Date(post.posted).toLocaleDateString()}</p>
              <PostCounts post={post} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={posts} label="More posts" />
    </Page>
  );
}
