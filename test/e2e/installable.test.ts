import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

const base = () => inject('baseUrl');

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe('the installable app', () => {
  it('links a web app manifest whose icons are real PNGs of the sizes it says', async () => {
    const page = await (await fetch(`${base()}/`)).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');

    const answer = await fetch(`${base()}/manifest.webmanifest`);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await fetch(`${base()}${icon.src}`);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii'), icon.src).toBe('PNG');
      expect(pngSize(bytes).join('x'), icon.src).toBe(icon.sizes);
    }
  });
});
