import type { PhotoLinks } from '@core/profiles/photo-renditions';
import { useDataSaver } from '../lib/data-saver';
import { srcSetOf } from './photo-srcset';

/** The avatar's size in CSS pixels (`.profile-photo` in styles.css), everywhere it shows. */
const SHOWN_PX = 96;

/**
 * A person's photo, or the first letter of their name where there is none. The browser picks
 * the WebP rendition for its screen from `photoSrcset` (96, 192 or 288 px for a 96 px circle);
 * `photo` is the JPEG for browsers without WebP, or the only file of a photo stored before
 * renditions. Width and height keep its place while it loads. Lazy and decoded off the main
 * thread, except the photo at the top of a page (`priority`), fetched first. In a list
 * (`inList`), data saver leaves the photo out too.
 */
export function Avatar({
  name,
  photo,
  photoSrcset,
  alt = '',
  inList = false,
  priority = false,
}: PhotoLinks & {
  name: string;
  alt?: string;
  inList?: boolean;
  priority?: boolean;
}) {
  const saving = useDataSaver();
  return photo && !(inList && saving) ? (
    <img
      className="profile-photo"
      src={photo}
      srcSet={srcSetOf(photoSrcset)}
      sizes={photoSrcset ? `${SHOWN_PX}px` : undefined}
      alt={alt}
      width={SHOWN_PX}
      height={SHOWN_PX}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  ) : (
    <div className="profile-photo" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </div>
  );
}
