import type { GeoPoint } from '@core/meal-orders/schemas';
import { zambiaRegions } from '@core/reference/zambia';

export interface Located {
  at: GeoPoint;
  /** Said to the cook, so they know whether the exact position was sent. */
  source: 'your position' | 'the centre of your town' | 'the centre of the order’s town';
}

interface Place {
  currently_in?: string;
  town?: string;
}

/** The reference coordinates of a town (only Zambia's towns carry them). */
function townCentre(place: Place | undefined): GeoPoint | undefined {
  if (place?.currently_in !== 'Zambia' || !place.town) return undefined;
  const town = zambiaRegions.flatMap((region) => region.towns).find((t) => t.name === place.town);
  return town ? { lat: town.lat, lng: town.lng } : undefined;
}

/** The browser's position, or undefined when it has none or the cook refuses to share it. */
const browserPosition = () =>
  new Promise<GeoPoint | undefined>((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(undefined);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(undefined),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  });

/**
 * Where the cook is when taking an order (spec section 4 records it): the browser's position; if
 * refused, the centre of the cook's own town, else of the order's town
 * (docs/decisions/jobs-and-hiring.md, "Taking a meal order is one conditional transaction").
 * Undefined when none is known, and the order is then not taken.
 */
export async function locateCook(
  cook: Place | undefined,
  order: Place,
): Promise<Located | undefined> {
  const exact = await browserPosition();
  if (exact) return { at: exact, source: 'your position' };
  const own = townCentre(cook);
  if (own) return { at: own, source: 'the centre of your town' };
  const theirs = townCentre(order);
  return theirs ? { at: theirs, source: 'the centre of the order’s town' } : undefined;
}
