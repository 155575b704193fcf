// Writes the app icons (web/public/icons/*.png): a white heart on the brand green, drawn
// pixel by pixel so no image tool is needed. Run: node web/make-icons.mjs
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { URL } from 'node:url';
import { deflateSync } from 'node:zlib';

const GREEN = [0x0b, 0x5d, 0x4b];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Inside the heart (x, y in -1.5..1.5, y up): (x²+y²-1)³ - x²y³ <= 0. */
const inHeart = (x, y) => (x * x + y * y - 1) ** 3 - x * x * y ** 3 <= 0;

function icon(size, { maskable }) {
  // A maskable icon keeps its drawing inside the middle 80% (the safe zone).
  const scale = maskable ? 2.1 : 1.75;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = [0];
    for (let px = 0; px < size; px++) {
      const x = ((px + 0.5) / size - 0.5) * 2 * scale;
      const y = -((py + 0.5) / size - 0.5) * 2 * scale + 0.1;
      row.push(...(inHeart(x, y) ? WHITE : GREEN));
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('./public/icons/', import.meta.url);
for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, out), icon(size, {}));
writeFileSync(new URL('maskable-512.png', out), icon(512, { maskable: true }));
writeFileSync(new URL('apple-touch-icon.png', out), icon(180, {}));

/** favicon.ico, which browsers ask for by that name: one 48 px PNG in an ICO directory. */
const favicon = icon(48, {});
const directory = Buffer.alloc(22);
directory.writeUInt16LE(1, 2); // type: icon
directory.writeUInt16LE(1, 4); // one image
directory[6] = 48; // width
directory[7] = 48; // height
directory.writeUInt16LE(1, 10); // colour planes
directory.writeUInt16LE(24, 12); // bits per pixel
directory.writeUInt32LE(favicon.length, 14);
directory.writeUInt32LE(22, 18); // the PNG follows the directory
writeFileSync(new URL('../favicon.ico', out), Buffer.concat([directory, favicon]));
