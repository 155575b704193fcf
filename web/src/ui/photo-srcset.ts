import type { PhotoLinks } from '@core/profiles/photo-renditions';

/**
 * A photo's `srcset`: its WebP renditions with `w` descriptors, so the browser downloads the
 * one its screen needs for the shown size (`sizes`). Undefined for a photo stored before
 * renditions, which `src` alone shows.
 */
export const srcSetOf = (photoSrcset: PhotoLinks['photoSrcset']) =>
  photoSrcset?.map(({ width, url }) => `${url} ${width}w`).join(', ');
