import { LocationClient } from '@aws-sdk/client-location';
import { clientOptions, lazyClient } from '../aws-clients.js';
import { env } from '../env.js';

/**
 * Amazon Location is not offered in every region (af-south-1 lacks it), so its region is a
 * setting of its own. Locally the stand-in answers on one host, without the "places." prefix.
 */
export const locationClient = lazyClient(() => {
  const options = clientOptions('location');
  const local = 'endpoint' in options;
  return new LocationClient({
    ...options,
    region: env('geocoding').LOCATION_REGION ?? options.region,
    ...(local ? { disableHostPrefix: true } : {}),
  });
});
