import type { PublicPost } from '@core/community/schemas';
import { formatDay } from '../../../i18n/format';
import { srcSetOf } from '../../../ui/photo-srcset';
import { useCommunityT } from '../i18n';

/** The counts under a post, announced when they change. */
export function PostCounts({ post }: { post: Pick<PublicPost, 'likes' | 'comments' | 'views'> }) {
  const t = useCommunityT();
  return (
    <p className="field__hint" aria-live="polite">
      <span>{t('counts.likes', { count: post.likes ?? 0 })}</span> ·{' '}
      <span>{t('counts.comments', { count: post.comments ?? 0 })}</span> ·{' '}
      <span>{t('counts.views', { count: post.views ?? 0 })}</span>
    </p>
  );
}

/** Who wrote it and when. */
export function Byline({
  author,
  posted,
  updated,
}: {
  author: string;
  posted: number;
  updated?: number;
}) {
  const t = useCommunityT();
  return (
    <p className="field__hint">
      {t(updated ? 'byline.edited' : 'byline', { author, date: formatDay(posted) })}
    </p>
  );
}

/**
 * How wide `.post-photo` shows (styles.css): the post card's column, inside `.site-main`
 * (at most 60rem, padded 1rem, 2rem from 40rem) and the card's 1rem padding. A 360 px phone
 * shows it about 294 px wide and so downloads the 320 or 640 px rendition, not the upload.
 */
const POST_PHOTO_SIZES =
  '(min-width: 60rem) 54rem, (min-width: 40rem) calc(100vw - 6rem), calc(100vw - 4rem)';

/**
 * A post's text, photo and file. Everything is rendered as text by React (escaped); line
 * breaks are kept by CSS, never by injecting markup.
 */
export function PostBody({ post }: { post: PublicPost }) {
  const t = useCommunityT();
  return (
    <>
      <Byline author={post.author} posted={post.posted} updated={post.updated} />
      {post.photo ? (
        <img
          className="post-photo"
          src={post.photo}
          srcSet={srcSetOf(post.photoSrcset)}
          sizes={post.photoSrcset ? POST_PHOTO_SIZES : undefined}
          alt={t('post.photoAlt', { title: post.title })}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <p className="post-text">{post.info}</p>
      {post.file ? (
        <p>
          <a href={post.file} target="_blank" rel="noopener noreferrer">
            {t('post.file', { name: post.fileName ?? t('post.attachment') })}
          </a>
        </p>
      ) : null}
    </>
  );
}
