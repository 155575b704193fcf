import { describe, expect, it } from 'vitest';
import {
  LINK_WINDOW_SECONDS,
  stableLinks,
  windowSigning,
} from '../../lambdas/ports/stable-links.js';

const hour = LINK_WINDOW_SECONDS * 1000;
const start = Date.UTC(2026, 10, 24, 9);

/** A signer that shows what it was asked, counting its calls. */
function signer() {
  const calls: string[] = [];
  const sign = async (key: string, signing: { signingDate: Date; expiresIn: number }) => {
    calls.push(key);
    return `${key}?date=${signing.signingDate.toISOString()}&expires=${signing.expiresIn}`;
  };
  return { calls, sign };
}

describe('public file links that stay the same for a window', () => {
  it('hands out one link per key for the whole window and signs it once', async () => {
    const { calls, sign } = signer();
    const link = stableLinks(sign);
    const first = await link('u1/media/a.jpg', 3600, start + 5_000);
    const later = await link('u1/media/a.jpg', 3600, start + hour - 1);
    expect(later).toBe(first);
    expect(calls).toEqual(['u1/media/a.jpg']);
    expect(await link('u2/media/b.jpg', 3600, start + 10)).not.toBe(first);
  });

  it('signs a new link in the next window', async () => {
    const { calls, sign } = signer();
    const link = stableLinks(sign);
    const first = await link('k.jpg', 3600, start + 1);
    const next = await link('k.jpg', 3600, start + hour + 1);
    expect(next).not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it('is valid for at least the asked seconds from any moment of the window', () => {
    for (const offset of [0, 1, hour / 2, hour - 1]) {
      const now = start + offset;
      const { signingDate, expiresIn } = windowSigning(now, 3600);
      const validUntil = signingDate.getTime() + expiresIn * 1000;
      expect(signingDate.getTime()).toBeLessThanOrEqual(now);
      expect(validUntil - now).toBeGreaterThanOrEqual(3600 * 1000);
      expect(validUntil - now).toBeLessThanOrEqual((3600 + LINK_WINDOW_SECONDS) * 1000);
    }
  });

  it('does not remember a failed signing', async () => {
    let fail = true;
    const link = stableLinks(async (key) => {
      if (fail) throw new Error('signing failed');
      return `${key}?ok`;
    });
    await expect(link('k.jpg', 3600, start)).rejects.toThrow('signing failed');
    fail = false;
    expect(await link('k.jpg', 3600, start)).toBe('k.jpg?ok');
  });
});
