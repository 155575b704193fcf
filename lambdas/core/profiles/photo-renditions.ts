import * as z from 'zod';
import type { Storage } from '../ports/storage.js';

/**
 * The one place that names a photo's files. A confirmed photo lives in a folder of its own
 * under the user's files: `{uid}/media/{shape folder}{id}/original.jpg` (the stored key: the
 * photo turned upright, without metadata, at most `originalMax` px a side), the WebP renditions
 * `w{width}.webp` and a JPEG fallback `w{fallbackWidth}.jpg` beside it. The folder's name says
 * which shape the photo has, so the key alone leads to its files; any other key (photos
 * uploaded before renditions) is shown as it is.
 */

/** How one kind of photo is shown, so which files it is kept as. */
export interface PhotoShape {
  /** The start of its folder's name: tells a stored key's shape. */
  folder: string;
  /** WebP renditions, by width in pixels, for `srcset`. */
  widths: readonly number[];
  /** The `src` for a browser without srcset or WebP, as JPEG. */
  fallbackWidth: number;
  /** The kept original's longest side: enough for new renditions later, not a 50 MP file. */
  originalMax: number;
  /** Square crops (round avatars), or the photo's own proportions. */
  square: boolean;
}

export const photoShapes = {
  /**
   * Every profile photo shows as a 96 CSS px square (the `.profile-photo` avatar in lists,
   * featured cards, the public page and conversations): one rendition for 1x, 2x and 3x screens.
   */
  profile: {
    folder: 'photo-',
    widths: [96, 192, 288],
    fallbackWidth: 192,
    originalMax: 1024,
    square: true,
  },
  /**
   * A community post's photo fills the post page's column (`.post-photo`): about 294 CSS px
   * on a 360 px phone, at most 862 px on a desktop. 320 to 1280 px cover 1x to 3x phones and
   * 1x to 1.5x desktops. Its `post-` start marks it a post's file (community/post-upload.ts).
   */
  post: {
    folder: 'post-photo-',
    widths: [320, 640, 960, 1280],
    fallbackWidth: 640,
    originalMax: 2048,
    square: false,
  },
} as const satisfies Record<string, PhotoShape>;

const ORIGINAL = 'original.jpg';
const shapeList: readonly PhotoShape[] = Object.values(photoShapes);
const folderPattern = new RegExp(
  `^(.+\\/media\\/(${shapeList.map((shape) => shape.folder).join('|')})[\\w-]+\\/)original\\.jpg$`,
);

/** A new photo's key, in a folder of its own under the user's files (`prefix`: `{uid}/media/`). */
export const newPhotoKey = (prefix: string, shape: PhotoShape) =>
  `${prefix}${shape.folder}${crypto.randomUUID()}/${ORIGINAL}`;

/** The folder holding a photo and its renditions, or undefined for a photo stored before them. */
export const photoFolder = (photoKey: string) => folderPattern.exec(photoKey)?.[1];

/** The shape of a photo stored with renditions, read from its key (undefined for others). */
export function photoShapeOf(photoKey: string): PhotoShape | undefined {
  const folder = folderPattern.exec(photoKey)?.[2];
  return shapeList.find((shape) => shape.folder === folder);
}

function folderOf(photoKey: string) {
  const folder = photoFolder(photoKey);
  if (!folder) throw new Error(`${photoKey} is not a photo stored with renditions`);
  return folder;
}

/** The key of one WebP rendition of a photo stored with renditions. */
export const renditionKey = (photoKey: string, width: number) =>
  `${folderOf(photoKey)}w${width}.webp`;

/** The key of the JPEG fallback of a photo stored with renditions. */
export const fallbackKey = (photoKey: string) =>
  `${folderOf(photoKey)}w${photoShapeOf(photoKey)!.fallbackWidth}.jpg`;

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
  const shape = photoShapeOf(photoKey);
  if (!shape) return { photo: await storage.publicLink(photoKey) };
  const [photo, ...urls] = await Promise.all([
    storage.publicLink(fallbackKey(photoKey)),
    ...shape.widths.map((width) => storage.publicLink(renditionKey(photoKey, width))),
  ]);
  return { photo, photoSrcset: shape.widths.map((width, at) => ({ width, url: urls[at]! })) };
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
