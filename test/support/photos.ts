import sharp from 'sharp';

/** A string a camera writes into EXIF (IFD0 Make); a published photo must not carry it. */
export const CAMERA_MAKE = 'PhoneCam-GPS-test';

/**
 * A JPEG as a phone camera writes it: `width` x `height` pixels stored sideways with EXIF
 * orientation 6 (shown turned 90 degrees clockwise, so height x width upright), the camera's
 * make and the GPS position of where it was taken. Its left half is green and its right half
 * red: upright, the top is green.
 */
export async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const half = Buffer.alloc(width * height * 3);
  for (let at = 0; at < width * height; at += 1) {
    const left = at % width < width / 2;
    half[at * 3] = left ? 30 : 220;
    half[at * 3 + 1] = left ? 200 : 40;
    half[at * 3 + 2] = 60;
  }
  return sharp(half, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '12/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '28/1 12/1 36/1',
      },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a PNG of one colour, a small file that decodes into `width` x `height`
 * pixels (60 MP: 240 MB of memory as RGBA).
 */
export const pixelBomb = (width = 10_000, height = 6_000) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** What a stored image is: format, size and whether any metadata survived. */
export async function describeImage(bytes: Buffer) {
  const { format, width, height, exif, xmp, iptc, orientation } = await sharp(bytes).metadata();
  return { format, width, height, metadata: Boolean(exif ?? xmp ?? iptc ?? orientation) };
}

/** The colour of an image's pixel at the middle of its top row ([r, g, b]). */
export async function topMiddleColour(bytes: Buffer): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = Math.floor(info.width / 2) * info.channels;
  return [...data.subarray(at, at + 3)];
}
