import * as z from 'zod';
import type { Storage } from '../ports/storage.js';

/**
 * The one place that names a profile photo's files. A confirmed photo lives in a folder of
 * its own under the user's files: `{uid}/media/photo-{id}/original.jpg` (the stored key: the
 * photo turned upright, without metadata, at most ORIGINAL_MAX px a side), the WebP renditions
 * `w{width}.webp` and a JPEG fallback `w{FALLBACK_WIDTH}.jpg` beside it. A key of that shape
 * has its renditions; any other (photos uploaded before) is shown as it is.
 */

/**
 * Every photo shows as a 96 CSS px square (the `.profile-photo` avatar in lists, featured
 * cards, the public page and conversations): one rendition for 1x, 2x and 3x screens.
 */
export const PHOTO_WIDTHS = [96, 192, 288] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The `src` for a browser without srcset or WebP: the 2x size, as JPEG. */
export const FALLBACK_WIDTH = 192;
/** The kept original's longest side: enough for new renditions later, not a 50 MP file. */
export const ORIGINAL_MAX = 1024;

const ORIGINAL = 'original.jpg';
const folderPattern = /^(.+\/media\/photo-[\w-]+\/)original\.jpg$/;

/** A new photo's folder under the user's files (`prefix` is `{uid}/media/`). */
export const newPhotoKey = (prefix: string) => `${prefix}photo-${crypto.randomUUID()}/${ORIGINAL}`;

/** The folder holding a photo and its renditions, or undefined for a photo stored before them. */
export const photoFolder = (photoKey: string) => folderPattern.exec(photoKey)?.[1];

function folderOf(photoKey: string) {
  const folder = photoFolder(photoKey);
  if (!folder) throw new Error(`${photoKey} is not a photo stored with renditions`);
  return folder;
}

/** The key of one WebP rendition of a photo stored with renditions. */
export const renditionKey = (photoKey: string, width: PhotoWidth) =>
  `${folderOf(photoKey)}w${width}.webp`;

/** The key of the JPEG fallback of a photo stored with renditions. */
export const fallbackKey = (photoKey: string) => `${folderOf(photoKey)}w${FALLBACK_WIDTH}.jpg`;

/**
 * A photo as public answers give it: `photo` works in any browser (the JPEG fallback, or the
 * file itself for a photo stored before renditions) and `photoSrcset` lists the WebP
 * renditions by width for `<img srcset>` (absent when there are none).
 */
export const photoFields = {
  photo: z.string().optional(),
  photoSrcset: z.array(z.object({ width: z.number(), url: z.string() })).optional(),
};
export type PhotoLinks = {
  photo?: string;
  photoSrcset?: { width: number; url: string }[];
};

/** The public links of a stored photo (none without one), signed for browsers to cache. */
export async function photoLinks(
  storage: Pick<Storage, 'publicLink'>,
  photoKey: string | undefined,
): Promise<PhotoLinks> {
  if (!photoKey) return {};
  if (!photoFolder(photoKey)) return { photo: await storage.publicLink(photoKey) };
  const [photo, ...urls] = await Promise.all([
    storage.publicLink(fallbackKey(photoKey)),
    ...PHOTO_WIDTHS.map((width) => storage.publicLink(renditionKey(photoKey, width))),
  ]);
  return { photo, photoSrcset: PHOTO_WIDTHS.map((width, at) => ({ width, url: urls[at]! })) };
}

/** Removes a stored file, with its renditions when it is a photo that has them. */
export async function removeWithRenditions(
  storage: Pick<Storage, 'remove' | 'removeAll'>,
  photoKey: string,
) {
  const folder = photoFolder(photoKey);
  if (folder) await storage.removeAll(folder);
  else await storage.remove(photoKey);
}
