import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useRecentPosts } from '../api/recent-posts';
import { Byline, PostCounts } from './post-body';
import { useCommunityT } from '../i18n';

/** Where a signed-in member writes a post: the posts page of their own account area. */
function writePath(groups: readonly string[]): string | null {
  if (groups.includes('parent')) return '/my_account/parent/posts/user/none';
  if (groups.includes('childcarer') || groups.includes('cook'))
    return '/my_account/caregiver/posts/user/none';
  return null;
}

/** /community — the community's recent posts, newest first. */
export function CommunityPage({ title }: PageProps) {
  const t = useCommunityT();
  const posts = useRecentPosts();
  const { session } = useSession();
  const write = session.status === 'signedIn' ? writePath(session.groups) : null;
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Page title={title} intro={t('intro')}>
      {write ? (
        <p>
          <Link className="button" to={write}>
            {t('write.title')}
          </Link>
        </p>
      ) : null}
      {posts.isPending ? (
        <LoadingState label={t('posts.loading')} />
      ) : posts.isError ? (
        <ErrorState message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t('posts.none')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('posts.recent')}>
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
      <LoadMore pages={posts} label={t('posts.more')} />
    </Page>
  );
}
