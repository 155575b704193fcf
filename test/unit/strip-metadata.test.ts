import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from '../../lambdas/core/profiles/strip-metadata.js';
import { GPS, jpegWithExif, realPng } from '../support/profiles.js';

function pngWithExif() {
  const chunk = Buffer.alloc(12 + GPS.length);
  chunk.writeUInt32BE(GPS.length, 0);
  chunk.write('eXIf', 4, 'latin1');
  GPS.copy(chunk, 8);
  // IEND is the last 12 bytes of the 1x1 PNG: put the EXIF chunk before it.
  return Buffer.concat([realPng.subarray(0, -12), chunk, realPng.subarray(-12)]);
}

function webpWithExif() {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x[8] = 0x08; // EXIF flag
  const exif = Buffer.alloc(8 + GPS.length + (GPS.length % 2));
  exif.write('EXIF', 0, 'latin1');
  exif.writeUInt32LE(GPS.length, 4);
  GPS.copy(exif, 8);
  const vp8l = Buffer.from([0x56, 0x50, 0x38, 0x4c, 2, 0, 0, 0, 0x2f, 0]);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, exif, vp8l]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

describe('photo metadata is removed before a photo is public', () => {
  it.each([
    ['image/jpeg', jpegWithExif],
    ['image/png', pngWithExif()],
    ['image/webp', webpWithExif()],
  ])('%s loses its GPS tags and stays the same kind of image', async (mime, image) => {
    expect(image.includes(GPS)).toBe(true);
    const clean = Buffer.from(stripImageMetadata(new Uint8Array(image), mime));
    expect(clean.includes(GPS)).toBe(false);
    expect(clean.length).toBeLessThan(image.length);
    expect((await fileTypeFromBuffer(clean))?.mime).toBe(mime);
  });

  it('keeps the JPEG header and image data untouched', () => {
    const clean = Buffer.from(stripImageMetadata(new Uint8Array(jpegWithExif), 'image/jpeg'));
    expect(clean.includes(Buffer.from('JFIF'))).toBe(true);
    expect(clean.subarray(-8)).toEqual(
      Buffer.from([0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9]),
    );
  });

  it('leaves a PNG without metadata byte for byte', () => {
    expect(Buffer.from(stripImageMetadata(new Uint8Array(realPng), 'image/png'))).toEqual(realPng);
  });
});
