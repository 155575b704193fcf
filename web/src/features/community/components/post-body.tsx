import type { PublicPost } from '@core/community/posts';

const day = (at: number) => new Date(at).toLocaleDateString();
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The counts under a post, announced when they change. */
export function PostCounts({ post }: { post: Pick<PublicPost, 'likes' | 'comments' | 'views'> }) {
  return (
    <p className="field__hint" aria-live="polite">
      <span>{plural(post.likes ?? 0, 'like')}</span> ·{' '}
      <span>{plural(post.comments ?? 0, 'comment')}</span> ·{' '}
      <span>{plural(post.views ?? 0, 'view')}</span>
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
  return (
    <p className="field__hint">
      By {author}, {day(posted)}
      {updated ? ' (edited)' : ''}
    </p>
  );
}

/**
 * A post's text, photo and file. Everything is rendered as text by React (escaped); line
 * breaks are kept by CSS, never by injecting markup.
 */
export function PostBody({ post }: { post: PublicPost }) {
  return (
    <>
      <Byline author={post.author} posted={post.posted} updated={post.updated} />
      {post.photo ? (
        <img
          className="post-photo"
          src={post.photo}
          alt={`Photo for “${post.title}”`}
          loading="lazy"
        />
      ) : null}
      <p className="post-text">{post.info}</p>
      {post.file ? (
        <p>
          <a href={post.file} target="_blank" rel="noopener noreferrer">
            {post.fileName ?? 'Attachment'} (PDF)
          </a>
        </p>
      ) : null}
    </>
  );
}
