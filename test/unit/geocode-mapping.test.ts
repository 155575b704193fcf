import { describe, expect, it } from 'vitest';
import { closestName, locationFromPlace } from '../../lambdas/core/location/geocode.js';
import { nearestPlace } from '../../infra/local/location.js';

const zambia = { currently_in: 'Zambia', code: 'ZM', phone_code: '+260', currency: 'ZMW' };

describe('reverse geocoding onto the reference data', () => {
  it('maps Amazon Location spellings to the spec names', () => {
    expect(
      locationFromPlace({ country: 'ZMB', region: 'Copperbelt', municipality: 'Kitwe' }),
    ).toEqual({ ...zambia, region: 'Cooperbelt', town: 'Kitwe' });
    expect(
      locationFromPlace({
        country: 'ZMB',
        region: 'Southern Province',
        municipality: 'Livingstone',
      }),
    ).toEqual({ ...zambia, region: 'Southern', town: 'Livingston' });
  });

  it('finds the region from a known town when the region name is unknown', () => {
    expect(
      locationFromPlace({ country: 'ZMB', region: 'Somewhere', municipality: 'Mansa' }),
    ).toEqual({ ...zambia, region: 'Luapula', town: 'Mansa' });
  });

  it('keeps just the country for unlisted places, and nothing for unknown countries', () => {
    expect(locationFromPlace({ country: 'ZMB', municipality: 'Tiny Village' })).toEqual(zambia);
    expect(locationFromPlace({ country: 'KEN', region: 'Nairobi' })).toMatchObject({
      currently_in: 'Kenya',
      phone_code: '+254',
      currency: 'KES',
    });
    expect(locationFromPlace({ country: 'XXX' })).toBeUndefined();
    expect(locationFromPlace({})).toBeUndefined();
  });

  it('does not stretch a short name to a different one', () => {
    expect(closestName('Kabwe', ['Kabwe'])).toBe('Kabwe');
    expect(closestName('Kab', ['Kabwe'])).toBeUndefined();
  });

  it('the local stand-in answers the nearest reference town within 300 km, else nothing', () => {
    expect(nearestPlace(28.25, -12.8)[0]?.Place).toMatchObject({
      Country: 'ZMB',
      Region: 'Cooperbelt',
      Municipality: 'Kitwe',
    });
    expect(nearestPlace(0, 0)).toEqual([]);
  });
});
