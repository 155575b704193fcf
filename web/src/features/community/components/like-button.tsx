import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { loginPathFor } from '../../../lib/safe-redirect';
import { useLikePost } from '../api/like-post';
import { useCommunityT } from '../i18n';

/** Like or take back the like; signed-out visitors are asked to sign in. */
export function LikeButton({ postId, liked }: { postId: string; liked: boolean }) {
  const t = useCommunityT();
  const { session } = useSession();
  const like = useLikePost(postId);
  if (session.status !== 'signedIn') {
    return session.status === 'signedOut' ? (
      <p>
        <Link to={loginPathFor(`/view_post/${postId}`)}>{t('like.signIn')}</Link>
      </p>
    ) : null;
  }
  return (
    <>
      <button
        type="button"
        className={liked ? 'button button--secondary' : 'button'}
        aria-pressed={liked}
        disabled={like.isPending}
        onClick={() => like.mutate(!liked)}
      >
        {liked ? t('like.liked') : t('like.like')}
      </button>
      {like.isError ? (
        <p className="inline-error" role="alert">
          {errorMessage(like.error)}
        </p>
      ) : null}
    </>
  );
}
