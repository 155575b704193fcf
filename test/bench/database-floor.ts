import { floorsOf } from './api-load.js';
import { writeRouteRatios } from './route-figures.js';
import { floorOperations, load, ownDynamo, seedPage, SECONDS } from './write-floors.js';

/**
 * What DynamoDB Local itself answers in, with no handler around it: the floor under the API's
 * figures. It runs as `npm start` runs it (on disk, one shared database) on the same machine,
 * with raw SDK calls shaped like the routes' own: a PutItem, the 3-item transaction of an
 * application, the 7-item transaction of a job post (package check, job, cards, totals) and the
 * 15-item Query of a search page, each at 1 and 10 connections.
 *
 * And each write route's own calls (docs/decisions/testing-and-bench.md), as one request of
 * apiUnderLoad's sample in the same run sent them (floor-replay.ts), replayed at 10 connections on
 * a DynamoDB Local of their own right after the route's own timed run (write-floors.ts), with the
 * route's p50 over that floor beside it. `api`: apiUnderLoad's figures of this run, with the floors
 * it measured.
 */
export async function databaseFloor(api?: unknown) {
  const dynamo = await ownDynamo();
  try {
    const calls = floorOperations(dynamo.client);
    await seedPage(dynamo.client);
    // Java's JIT: the first seconds are slower than any later run.
    await load(calls.transaction7Items, 10);
    const out: Record<string, unknown> = { seconds: SECONDS() };
    for (const [name, call] of Object.entries(calls))
      out[name] = { at1: await load(call, 1), at10: await load(call, 10) };
    out.writeRoutes = writeRouteFloors(api);
    return out;
  } finally {
    await dynamo.stop();
  }
}

/** Each write route's p50 over the floor measured right after it, with the floors' own figures. */
function writeRouteFloors(api: unknown) {
  const floors = floorsOf(api);
  if (!floors)
    return {
      error: 'the write routes floors are measured by apiUnderLoad: run them together',
      met: false,
    };
  const refused = Object.fromEntries(
    Object.entries(floors.routes).flatMap(([name, floor]) =>
      floor.refused ? [[name, floor.refused]] : [],
    ),
  );
  return {
    ...writeRouteRatios(
      api,
      Object.fromEntries(Object.entries(floors.routes).map(([name, floor]) => [name, floor.p50Ms])),
    ),
    note: "each floor replayed right after its route's timed run, on a DynamoDB Local of its own",
    // DynamoDB Local's and the bench's CPU per replay (the route's: apiUnderLoad's runs).
    floorCpuMsPerRequest: Object.fromEntries(
      Object.entries(floors.routes).map(([name, floor]) => [name, floor.cpuMsPerRequest]),
    ),
    ...(Object.keys(refused).length ? { replaysRefused: { ...refused, met: false } } : {}),
    checkoutProviderCall: {
      note: "checkout's floor includes this call between its two DynamoDB steps, as the route makes it",
      p50MsAt10: floors.providerAloneP50Ms,
    },
  };
}
