import * as z from 'zod';
import { functionOfRoute } from '../../lambdas/http/functions.js';
import type { HttpMethod } from '../../lambdas/http/route.js';
import { blended, perMillion } from './cost.js';
import type { RouteCalls } from './db-calls.js';
import { prices, blendedMix } from './prices.js';

/**
 * The write routes' and cost figures computed from what apiUnderLoad measured (read back from
 * results.json when it was not re-run): each write route's p50 against the floor of its own calls,
 * and the cost per million calls of each route and of the blended mix.
 */
export const writeRouteGoals = { p50OverFloorAtMost: 1.2, sequentialStepsAtMost: 2 } as const;

const plannedCall = z.object({
  operation: z.string(),
  items: z.number(),
  bytesPerItem: z.number(),
  indexes: z.number(),
});
const routeCalls = z.object({
  requests: z.number(),
  callsPerRequest: z.number(),
  sequentialSteps: z.number(),
  maxSequentialSteps: z.number(),
  readUnitsPerRequest: z.number(),
  writeUnitsPerRequest: z.number(),
  failedCalls: z.number(),
  handlerMsP50: z.number(),
  functionName: z.string(),
  plan: z.array(z.array(plannedCall)),
  cached: z.boolean().optional(),
});
const measured = z.object({
  writeRoutes: z.record(z.string(), z.object({ route: z.string(), p50Ms: z.number() })),
  callsPerRoute: z.record(z.string(), routeCalls),
});

/** What apiUnderLoad measured, or an error naming what is missing (an older results.json). */
export const apiMeasured = (api: unknown) => measured.parse(api);

/** Each write route's p50 over its floor's, its calls and steps, each judged by its goal. */
export function writeRouteRatios(api: unknown, floorP50Ms: Record<string, number>) {
  const { writeRoutes, callsPerRoute } = apiMeasured(api);
  return Object.fromEntries(
    Object.entries(writeRoutes).map(([name, { route, p50Ms }]) => {
      const calls = callsPerRoute[route] as RouteCalls | undefined;
      const floor = floorP50Ms[name];
      const ratio = floor ? Math.round((p50Ms / floor) * 100) / 100 : undefined;
      return [
        name,
        {
          route,
          p50MsAt10: p50Ms,
          floorP50MsAt10: floor,
          ratio,
          met: ratio !== undefined && ratio <= writeRouteGoals.p50OverFloorAtMost,
          callsPerRequest: calls?.callsPerRequest,
          sequentialSteps: {
            median: calls?.sequentialSteps,
            max: calls?.maxSequentialSteps,
            atMost: writeRouteGoals.sequentialStepsAtMost,
            met: (calls?.maxSequentialSteps ?? Infinity) <= writeRouteGoals.sequentialStepsAtMost,
          },
        },
      ];
    }),
  );
}

/** Dollars per million calls of every sampled route and of the mix (prices.ts). */
export function costPerMillion(api: unknown) {
  const { callsPerRoute } = apiMeasured(api);
  const figures = Object.fromEntries(
    Object.entries(callsPerRoute).map(([unit, calls]) => {
      const [method, path] = unit.split(' ') as [string, string];
      const fn = functionOfRoute({ method: method as HttpMethod, path });
      const figure = perMillion({
        readUnits: calls.readUnitsPerRequest,
        writeUnits: calls.writeUnitsPerRequest,
        handlerMs: calls.handlerMsP50,
        memoryMB: fn.profile.memoryMB,
        arm: !fn.profile.decodesImages,
        cached: calls.cached ?? false,
      });
      return [unit, figure];
    }),
  );
  const rounded = (value: number) => Math.round(value * 1000) / 1000;
  return {
    prices: prices.region,
    mix: Object.fromEntries(blendedMix.map((entry) => [entry.route, entry.share])),
    perRoute: Object.fromEntries(
      Object.entries(figures).map(([unit, figure]) => [
        unit,
        {
          perMillion: rounded(figure.goalFigure),
          dynamodb: rounded(figure.dynamodb),
          lambda: rounded(figure.lambda),
          withCloudFrontAndApiGateway: rounded(figure.atTheEdge),
          cached: callsPerRoute[unit]!.cached ?? false,
        },
      ]),
    ),
    blended: blended(figures),
  };
}
