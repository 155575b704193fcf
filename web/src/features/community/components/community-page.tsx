import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useRecentPosts } from '../api/recent-posts';
import { Byline, PostCounts } from './post-body';

/** Where a signed-in member writes a post: the posts page of their own account area. */
function writePath(groups: readonly string[]): string | null {
  if (groups.includes('parent')) return '/my_account/parent/posts/user/none';
  if (groups.includes('childcarer') || groups.includes('cook'))
    return '/my_account/caregiver/posts/user/none';
  return null;
}

/** /community — the community's recent posts, newest first. */
export function CommunityPage({ title }: PageProps) {
  const posts = useRecentPosts();
  const { session } = useSession();
  const write = session.status === 'signedIn' ? writePath(session.groups) : null;
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Page title={title} intro="Advice, questions and stories from families and caregivers.">
      {write ? (
        <p>
          <Link className="button" to={write}>
            Write a post
          </Link>
        </p>
      ) : null}
      {posts.isPending ? (
        <LoadingState label="Loading posts…" />
      ) : posts.isError ? (
        <ErrorState message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>No posts yet.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Recent posts">
          {list.map((post) => (
            <li key={post.post_id} className="card">
              <h2>
                <Link to={`/view_post/${post.post_id}`}>{post.title}</Link>
              </h2>
              <Byline author={post.author} posted={post.posted} updated={post.updated} />
              <PostCounts post={post} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={posts} label="More posts" />
    </Page>
  );
}
