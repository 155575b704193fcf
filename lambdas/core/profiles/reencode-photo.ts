import sharp from 'sharp';
import { englishOf, words, type Message } from '../errors.js';
import {
  FALLBACK_WIDTH,
  fallbackKey,
  ORIGINAL_MAX,
  PHOTO_WIDTHS,
  renditionKey,
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
 * Decodes an uploaded photo (JPEG, PNG or WebP) and writes what pages show of it: the original
 * turned upright by its EXIF orientation, at most ORIGINAL_MAX px a side, and square crops at
 * every PHOTO_WIDTHS as WebP plus one JPEG fallback (avatars are round 96 px squares). sharp
 * writes no metadata unless asked, so camera GPS, time and serial numbers are gone from all.
 * Throws PhotoRefused for an unreadable image or one with too many pixels.
 */
export async function reencodePhoto(bytes: Uint8Array, photoKey: string): Promise<PhotoFile[]> {
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
      .resize(ORIGINAL_MAX, ORIGINAL_MAX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    // Renditions come from the small original: one decode of the upload, not one per width.
    const square = (width: number) =>
      sharp(original).resize(width, width, {
        fit: 'cover',
        position: sharp.strategy.attention,
        withoutEnlargement: true,
      });
    const [fallback, ...webps] = await Promise.all([
      square(FALLBACK_WIDTH).jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
      ...PHOTO_WIDTHS.map((width) => square(width).webp({ quality: 75 }).toBuffer()),
    ]);
    return [
      { key: photoKey, bytes: original, contentType: 'image/jpeg' },
      { key: fallbackKey(photoKey), bytes: fallback!, contentType: 'image/jpeg' },
      ...PHOTO_WIDTHS.map((width, at) => ({
        key: renditionKey(photoKey, width),
        bytes: webps[at]!,
        contentType: 'image/webp',
      })),
    ];
  } catch {
    throw new PhotoRefused(unreadablePhoto);
  }
}
