import { createServer } from 'node:http';
import { zambiaRegions } from '../../lambdas/core/reference/zambia.js';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';

/** Farther than this from every listed town, the stand-in knows no place (like open water). */
const MAX_KM = 300;
const EARTH_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
function kilometres(lat1: number, lng1: number, lat2: number, lng2: number) {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

const towns = zambiaRegions.flatMap((region) =>
  region.towns.map((town) => ({ ...town, region: region.name })),
);

/** The nearest reference town, the way a place index answers SearchPlaceIndexForPosition. */
export function nearestPlace(lng: number, lat: number) {
  const ranked = towns
    .map((town) => ({ town, km: kilometres(lat, lng, town.lat, town.lng) }))
    .sort((a, b) => a.km - b.km);
  const best = ranked[0];
  if (!best || best.km > MAX_KM) return [];
  const { town } = best;
  return [
    {
      Place: {
        Label: `${town.name}, ${town.region}, ZMB`,
        Country: 'ZMB',
        Region: town.region,
        Municipality: town.name,
        Geometry: { Point: [town.lng, town.lat] },
      },
      Distance: Math.round(best.km * 1000),
    },
  ];
}

/**
 * Amazon Location's SearchPlaceIndexForPosition on loopback (REST-JSON:
 * POST /places/v0/indexes/{IndexName}/search/position), answered from the reference data.
 */
export async function startLocation() {
  const server = createServer(
    answering(async (req, res) => {
      const match = /^\/places\/v0\/indexes\/([^/]+)\/search\/position$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        return sendJson(res, 404, { message: 'Unknown operation' });
      }
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
        Position?: [number, number];
      };
      const [lng, lat] = body.Position ?? [];
      if (typeof lng !== 'number' || typeof lat !== 'number') {
        res.setHeader('x-amzn-errortype', 'ValidationException');
        return sendJson(res, 400, { message: 'Position is required' });
      }
      sendJson(res, 200, {
        Summary: { Position: [lng, lat], DataSource: 'Esri', MaxResults: 1 },
        Results: nearestPlace(lng, lat),
      });
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
