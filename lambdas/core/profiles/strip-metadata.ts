/**
 * Public photos must not carry where and when they were taken: phone cameras write GPS
 * coordinates into EXIF, which would publish a caregiver's home. This removes metadata
 * segments from JPEG, PNG and WebP without decoding the image (no native code in the Lambda).
 */

const JPEG_METADATA = new Set([0xe1, 0xe2, 0xed, 0xfe]); // APP1 (EXIF, XMP), APP2, APP13, COM

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // Start of scan: the compressed image follows to the end; keep it all.
    if (marker === 0xda) break;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const segment = bytes.subarray(at, at + 2 + length);
    if (!JPEG_METADATA.has(marker)) kept.push(segment);
    at += 2 + length;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const chunk = bytes.subarray(at, at + 12 + length);
    if (!PNG_METADATA.has(type)) kept.push(chunk);
    at += 12 + length;
  }
  return concat(kept);
}

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    const chunk = bytes.slice(at, at + 8 + size + (size % 2));
    if (type === 'VP8X') chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
    if (type !== 'EXIF' && type !== 'XMP ') kept.push(chunk);
    at += 8 + size + (size % 2);
  }
  const body = concat(kept);
  const header = bytes.slice(0, 12);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The image without its metadata, for the MIME types the photo upload accepts. */
export function stripImageMetadata(bytes: Uint8Array, mime: string): Uint8Array {
  if (mime === 'image/jpeg') return stripJpeg(bytes);
  if (mime === 'image/png') return stripPng(bytes);
  if (mime === 'image/webp') return stripWebp(bytes);
  return bytes;
}
