import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A search page's worth of JSON: big enough that every handler compresses it. */
export const bigBody = JSON.stringify({
  caregivers: Array.from({ length: 15 }, (_, i) => ({
    uid: `u-${i}`,
    fullname: `Name ${i}`,
    positions: ['Nanny', 'Weekend Nanny'],
    languages: ['English', 'bemba'],
    region: 'Lusaka',
    town: 'Lusaka',
  })),
});

/** A compressed answer's body (base64, as API Gateway carries it) as text. */
export const decode = (body: string, encoding: string) => {
  const bytes = Buffer.from(body, 'base64');
  return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
};
