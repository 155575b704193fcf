import { afterEach, describe, expect, it, vi } from 'vitest';
import { locateCook } from '../../web/src/features/meal-orders/hooks/locate-cook';

// Vite resolves the SPA's @core alias; here the same reference module stands behind it.
vi.mock('@core/reference/zambia', () => import('../../lambdas/core/reference/zambia'));

/** A browser whose geolocation answers with this position, or refuses (the cook said no). */
const browserWith = (position?: { latitude: number; longitude: number }) => ({
  geolocation: {
    getCurrentPosition: (ok: (p: { coords: object }) => void, fail: () => void) =>
      position ? ok({ coords: position }) : fail(),
  },
});

const kitwe = { currently_in: 'Zambia', town: 'Kitwe' };
const chipata = { currently_in: 'Zambia', town: 'Chipata' };

describe('where a cook taking an order is (docs/decisions/jobs-and-hiring.md)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the browser’s position when the cook shares it', async () => {
    vi.stubGlobal('navigator', browserWith({ latitude: -15.4, longitude: 28.3 }));
    expect(await locateCook(kitwe, chipata)).toEqual({
      at: { lat: -15.4, lng: 28.3 },
      source: 'your position',
    });
  });

  it('falls back to the cook’s town, then the order’s town, then nothing', async () => {
    vi.stubGlobal('navigator', browserWith());
    expect(await locateCook(kitwe, chipata)).toEqual({
      at: { lat: -12.8024, lng: 28.2132 },
      source: 'the centre of your town',
    });
    expect(await locateCook({ currently_in: 'Zambia' }, chipata)).toEqual({
      at: { lat: -13.6333, lng: 32.65 },
      source: 'the centre of the order’s town',
    });
    expect(await locateCook(undefined, { currently_in: 'Kenya', town: 'Nairobi' })).toBeUndefined();
  });

  it('treats a browser without geolocation like a refusal', async () => {
    vi.stubGlobal('navigator', {});
    expect((await locateCook(kitwe, chipata))?.source).toBe('the centre of your town');
  });
});
