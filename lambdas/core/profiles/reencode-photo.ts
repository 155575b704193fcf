import sharp from 'sharp';
import type { Storage } from '../ports/storage.js';
import { englishOf, invalid, words, type Message } from '../errors.js';
import {
  fallbackKey,
  newPhotoKey,
  photoShapeOf,
  renditionKey,
  type PhotoShape,
} from './photo-renditions.js';

/**
 * The most pixels a photo may have: a 50 MP phone camera's full size (8160 x 6120) passes; a
 * small file that would decode into gigabytes (a decompression bomb) is refused before it is.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const tooManyPixels = (width: number, height: number) =>
  words('The photo is {width} x {height} pixels; please choose one under 50 megapixels.', {
    width,
    height,
  });
export const unreadablePhoto = 'We could not read that image. Please choose another photo.';

// One Lambda runs one request at a time: no cache of decoded images between them.
sharp.cache(false);

/** Refused photos: what to say is safe to show (and kept apart, to be translated). */
export class PhotoRefused extends Error {
  constructor(readonly said: Message) {
    super(englishOf(said));
  }
}

/** A file to write: its key in the bucket, bytes and type. */
export interface PhotoFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Decodes an uploaded photo (JPEG, PNG or WebP) and writes what pages show of it, as the shape
 * named by `photoKey` says (photo-renditions.ts): the original turned upright by its EXIF
 * orientation, at most `originalMax` px a side, and WebP renditions at every width plus one JPEG
 * fallback, square crops for avatars or in the photo's own proportions. sharp writes no
 * metadata unless asked, so camera GPS, time and serial numbers are gone from all.
 * Throws PhotoRefused for an unreadable image or one with too many pixels.
 */
export async function reencodePhoto(bytes: Uint8Array, photoKey: string): Promise<PhotoFile[]> {
  const shape = photoShapeOf(photoKey);
  if (!shape) throw new Error(`${photoKey} names no photo shape`);
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;
  // metadata() reads the header only; with the limit it would refuse without the dimensions.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PhotoRefused(unreadablePhoto);
    });
  // The header says the size without decoding: a bomb is refused here, with its dimensions.
  if (header.width * header.height > MAX_PHOTO_PIXELS)
    throw new PhotoRefused(tooManyPixels(header.width, header.height));
  try {
    const original = await sharp(bytes, options)
      .autoOrient()
      .resize(shape.originalMax, shape.originalMax, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    // Renditions come from the small original: one decode of the upload, not one per width.
    const sized = (width: number) =>
      shape.square
        ? sharp(original).resize(width, width, {
            fit: 'cover',
            position: sharp.strategy.attention,
            withoutEnlargement: true,
          })
        : // Enlarged if need be: srcset's `w` must be the file's true width, or a browser would
          // show a small photo smaller than the column.
          sharp(original).resize({ width });
    const [fallback, ...webps] = await Promise.all([
      sized(shape.fallbackWidth).jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
      ...shape.widths.map((width) => sized(width).webp({ quality: 75 }).toBuffer()),
    ]);
    return [
      { key: photoKey, bytes: original, contentType: 'image/jpeg' },
      { key: fallbackKey(photoKey), bytes: fallback!, contentType: 'image/jpeg' },
      ...shape.widths.map((width, at) => ({
        key: renditionKey(photoKey, width),
        bytes: webps[at]!,
        contentType: 'image/webp',
      })),
    ];
  } catch {
    throw new PhotoRefused(unreadablePhoto);
  }
}

/**
 * Keeps an upload's checked bytes as a photo of `shape`: a new folder under the user's files
 * with every file pages show (nothing of the camera's metadata), answering the stored key. A
 * photo that cannot be used is deleted and refused, its message set on the form's `field`.
 */
export async function storePhoto(
  storage: Pick<Storage, 'write' | 'remove'>,
  upload: { key: string; bytes: Uint8Array },
  photo: { prefix: string; shape: PhotoShape; field: string },
) {
  const key = newPhotoKey(photo.prefix, photo.shape);
  const files = await reencodePhoto(upload.bytes, key).catch(async (error) => {
    if (!(error instanceof PhotoRefused)) throw error;
    await storage.remove(upload.key);
    throw invalid(error.said, { [photo.field]: error.said });
  });
  await Promise.all(files.map((file) => storage.write(file.key, file.bytes, file.contentType)));
  return key;
}
