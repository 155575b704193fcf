import autocannon from 'autocannon';
import { positions } from '../../lambdas/core/reference/positions.js';
import { zambiaRegions } from '../../lambdas/core/reference/zambia.js';
import { paidUser, type BenchUser } from './bench-users.js';
import { holdEvents, measuredCalls, type SentCall } from './db-calls.js';
import { captureFloor } from './floor-replay.js';
import { startWriteFloors, type WriteFloor } from './write-floors.js';
import { round } from './measure.js';
import { stackTable } from './stack-table.js';
import { perRequest, type CpuMeter } from './process-cpu.js';
import {
  budget,
  checkoutLoad,
  contactCaregivers,
  demoCaregivers,
  sendMessages,
  sendOffers,
  left,
  take,
  type Budget,
} from './write-routes.js';

/**
 * The API under load on the embedded stack (autocannon; BENCH_LOAD_SECONDS a run,
 * default 20). Caregiver search, job search, job post and apply at 10 and 50 connections, and
 * the cheap endpoints at 10. Job post and apply run as users holding a paid package (bought
 * through the payment sandbox), so free limits never refuse them and any non-2xx is an error.
 *
 * Offer, contact, message and checkout at 10 connections too, with the event bus's
 * deliveries held during the writes (the job-match consumer is a function of its own in AWS);
 * and each route of the cost mix (prices.ts) sampled at one connection with its DynamoDB calls
 * recorded (db-calls.ts): calls, sequential steps, capacity and handler time per request.
 */
export const apiGoals = {
  at10Connections: { p50MsAtMost: 30, p99MsAtMost: 100, errors: 0 },
  at50Connections: { errors: 0 },
  note: 'errors = connection errors (timeouts included) + non-2xx answers',
};

const seconds = () => Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = [10, 50] as const;
/**
 * Parents with a package: enough that the write runs stay within each one's own limits (ten job
 * posts a day, 30 contacts and 60 messages an hour). Job post's runs end when the day's posts
 * run out: 160 parents give its run at 10 connections about 700 posts (10 s), where 80 gave
 * 290 (4 s), too few for a steady p50 beside its 8-second floor.
 */
const PARENTS = 160;
/**
 * Job posts and checkouts sent before the timed ones, untimed: a route's first few hundred
 * requests run colder code than the rest, as the floor's replays are warmed (write-floors.ts).
 */
const JOB_POST_WARM_UP = 200;
const CHECKOUT_WARM_UP = 3 * PARENTS;
/** Requests a route's sample sends, one at a time, with its DynamoDB calls recorded. */
const SAMPLE = 20;
/** lambdas/core/rate-limits/limits.ts: job posts a parent may make a day, contacts an hour. */
const JOB_POSTS_A_DAY = 10;
const CONTACTS_AN_HOUR = 30;
const MESSAGES_AN_HOUR = 60;
const MIN_CAREGIVERS = 4;
const MAX_CAREGIVERS = 100;
const APPLY_RPS_CEILING = 250;

type Req = autocannon.Request;

const towns = zambiaRegions.flatMap((region) =>
  region.towns.map((town) => ({ region: region.name, town: town.name })),
);
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The job form as the SPA sends it, varied so that jobs spread over positions and towns. */
const jobForm = (i: number) => {
  const place = towns[i % towns.length]!;
  return JSON.stringify({
    email: 'bench-family@example.test',
    contact: 'Bench family',
    position: positions[i % positions.length],
    start_date: day(30 + (i % 60)),
    salary: 'ZMW 3000 per month',
    hours: '30-40 hours per week',
    duration: 'Permanent',
    currently_in: 'Zambia',
    region: place.region,
    town: place.town,
  });
};

/** The stack's CPU meter while apiUnderLoad runs (its loads report CPU per request). */
let stackCpu: CpuMeter | undefined;

/** What a request generator may do to its run: end it early (set once the run has started). */
interface RunControl {
  stop?: () => void;
}

/**
 * `connections` at a time for BENCH_LOAD_SECONDS, or until `budget` requests were sent. A
 * refusal (non-2xx) counts as an error and stays out of the latencies: it is not the route's
 * work (autocannon's excludeErrorStats).
 */
async function run(
  url: string,
  connections: number,
  requests: Req[],
  control: RunControl = {},
  budget?: number,
) {
  const started = performance.now();
  const spentCpu = stackCpu?.();
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds(),
        requests,
        excludeErrorStats: true,
        ...(budget === undefined ? {} : { maxOverallRequests: Math.max(connections, budget) }),
      },
      (error: unknown, answer) => (error ? fail(error) : done(answer)),
    );
    control.stop = () => instance.stop();
  });
  const ranSeconds = round((performance.now() - started) / 1000, 1);
  const errors = result.errors + result.non2xx;
  const at10 = apiGoals.at10Connections;
  const latencyMet =
    connections !== 10 ||
    (result.latency.p50 <= at10.p50MsAtMost && result.latency.p99 <= at10.p99MsAtMost);
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}: ${stat.count ?? 0}`);
  return {
    connections,
    seconds: ranSeconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ...(codes.length ? { non2xxCodes: codes } : {}),
    cpuMsPerRequest: spentCpu && perRequest([spentCpu()], result.requests.total),
    // A run that completed no request measured nothing: not met.
    met: result.requests.total > 0 && errors === 0 && latencyMet,
  };
}

/** Rotates a list of GET paths, one per request. */
function rotating(paths: string[]): Req[] {
  let i = 0;
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }];
}

const caregiverSearches = [
  '/api/caregivers',
  '/api/caregivers?country=Zambia',
  '/api/caregivers?position=Nanny&country=Zambia',
  '/api/caregivers?position=Nanny&country=Zambia&region=Lusaka',
];
const jobSearches = ['/api/jobs', '/api/jobs?country=Zambia', '/api/jobs?position=Nanny'];

/** A posted job and its poster. */
interface Posted {
  postId: string;
  owner: BenchUser;
}

/**
 * POST /api/jobs by parents with a package (published at once), within their daily limit;
 * collects the new jobs with their posters.
 */
function postJobs(parents: BenchUser[], posted: Posted[], spent: Budget): Req[] {
  const byUid = new Map(parents.map((parent) => [parent.uid, parent]));
  return [
    {
      method: 'POST',
      path: '/api/jobs',
      setupRequest: (req) => {
        const n = take(spent);
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${parents[n % parents.length]!.idToken}`,
          },
          body: jobForm(n),
        };
      },
      onResponse: (status, body) => {
        if (status !== 201) return;
        const job = JSON.parse(body) as { post_id: string; user_id: string };
        const owner = byUid.get(job.user_id);
        if (owner) posted.push({ postId: job.post_id, owner });
      },
    },
  ];
}

/**
 * POST /api/jobs/{id}/applications by caregivers with a package: one application per
 * caregiver and job, so each request takes the next unused (caregiver, job) pair.
 */
function applyToJobs(
  caregivers: BenchUser[],
  postIds: string[],
  pairs: { next: number; ranOut: boolean },
  control: RunControl,
): Req[] {
  const total = caregivers.length * postIds.length;
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = pairs.next++;
        // Out of unused pairs: end the run rather than send repeats the API rightly refuses.
        if (n >= total - 1 && !pairs.ranOut) {
          pairs.ranOut = true;
          setImmediate(() => control.stop?.());
        }
        const caregiver = caregivers[Math.floor(n / postIds.length) % caregivers.length]!;
        return {
          ...req,
          path: `/api/jobs/${postIds[n % postIds.length]}/applications`,
          headers: { authorization: `Bearer ${caregiver.idToken}` },
        };
      },
    },
  ];
}

/** Makes users in small batches (each one registers, verifies, signs in and pays). */
async function paidUsers(url: string, count: number, type: 'parent' | 'childcarer', pkg: string) {
  const users: BenchUser[] = [];
  while (users.length < count) {
    const batch = Math.min(5, count - users.length);
    users.push(
      ...(await Promise.all(Array.from({ length: batch }, () => paidUser(url, type, pkg)))),
    );
  }
  return users;
}

/** The write routes' floors, each measured right after its route (write-floors.ts). */
export interface MeasuredFloors {
  routes: Record<string, WriteFloor>;
  providerAloneP50Ms?: number;
}

/**
 * Where apiUnderLoad's figures keep the write routes' floors, for databaseFloor to set beside
 * the routes: held under a symbol, so results.json carries them only there.
 */
const writeFloors = Symbol('write routes floors');
export const floorsOf = (api: unknown): MeasuredFloors | undefined =>
  (api as { [writeFloors]?: MeasuredFloors } | undefined)?.[writeFloors];

export async function apiUnderLoad(
  url: string,
  settings: Record<string, string>,
  cpuMeter?: CpuMeter,
) {
  stackCpu = cpuMeter;
  try {
    return await loads(url, settings, cpuMeter);
  } finally {
    stackCpu = undefined;
  }
}

async function loads(url: string, settings: Record<string, string>, cpuMeter?: CpuMeter) {
  const out: Record<string, unknown> = {};
  const stackDb = stackTable(settings);
  const floors: MeasuredFloors = { routes: {} };
  Object.defineProperty(out, writeFloors, { value: floors });
  const get = (path: string): Req[] => [{ method: 'GET', path }];
  out['GET /api/config'] = await run(url, 10, get('/api/config'));
  out['GET /api/health'] = await run(url, 10, get('/api/health'));
  // A public CV: one conditional ADD (the view count) that returns the record, per request.
  out['GET /api/profiles/{uid}'] = await run(url, 10, get('/api/profiles/demo-caregiver-001'));

  for (const connections of CONNECTIONS)
    out[`caregiver search, ${connections} connections`] = await run(
      url,
      connections,
      rotating(caregiverSearches),
    );
  for (const connections of CONNECTIONS)
    out[`job search, ${connections} connections`] = await run(
      url,
      connections,
      rotating(jobSearches),
    );

  const started = performance.now();
  const parents = await paidUsers(url, PARENTS, 'parent', 'parent-12m');
  const calls: Record<string, unknown> = {};
  const sent: Record<string, SentCall[][]> = {};
  const sample = async (unit: string, requests: Req[], count = SAMPLE) => {
    const measured = await sampleRoute(url, unit, requests, count);
    sent[unit] = measured.sent;
    return (calls[unit] = measured.calls);
  };
  const writeRoutes: Record<string, { route: string; p50Ms: number }> = {};
  let floorRunner: Awaited<ReturnType<typeof startWriteFloors>> | undefined;
  /**
   * A write route's figure, then its floor: its sampled calls, copied with what they touch,
   * replayed at once, while the machine runs at the pace the route met.
   */
  const timed = async <T extends { p50Ms: number }>(name: string, route: string, result: T) => {
    out[`${name}, 10 connections`] = result;
    writeRoutes[name] = { route, p50Ms: result.p50Ms };
    const material = await captureFloor(stackDb, sent[route]!);
    floors.routes[name] = await floorRunner!.measure(name, material);
  };
  /** A run at 10 connections within what is left of `spent`, saying when it spent it all. */
  const budgeted = async (spent: Budget, ranOut: string, requests: () => Req[]) => {
    const share = left(spent);
    const result = await run(url, 10, requests(), {}, share);
    return { ...result, ...(result.requests >= share ? { [ranOut]: true } : {}) };
  };
  // One application per caregiver and job: enough caregivers for APPLY_RPS_CEILING requests a
  // second over both runs, on the jobs the posting runs may publish; should a run still exhaust
  // the pairs, it ends early (ranOutOfPairs). Made before the hold below: a new account's
  // verification mail goes through the mail queue, which the hold keeps back.
  const wanted = CONNECTIONS.length * seconds() * APPLY_RPS_CEILING;
  const caregivers = await paidUsers(
    url,
    Math.min(
      MAX_CAREGIVERS,
      Math.max(MIN_CAREGIVERS, Math.ceil(wanted / (PARENTS * JOB_POSTS_A_DAY))),
    ),
    'childcarer',
    'caregiver-12m',
  );
  // Every consumer this process plays (the job match, the stream's deliveries, the queues, the
  // schedules) waits until the writes are measured: in AWS each is a function of its own.
  await holdEvents(url, true);
  try {
    // The floors' own DynamoDB Local, idle beside the stack until each route's floor is replayed.
    floorRunner = await startWriteFloors();
    // Job post: each parent may post JOB_POSTS_A_DAY; the sample takes its share first.
    const posted: Posted[] = [];
    const posts = budget(PARENTS * JOB_POSTS_A_DAY);
    posts.total = SAMPLE;
    await sample('POST /api/jobs', postJobs(parents, posted, posts));
    // Untimed first, as the floor's replays are warmed (write-floors.ts): job post is the
    // first write of the run, and DynamoDB Local's JIT settles on its transaction over hundreds.
    posts.total = posts.next + JOB_POST_WARM_UP;
    await run(url, 10, postJobs(parents, posted, posts), {}, left(posts));
    for (const connections of CONNECTIONS) {
      posts.total =
        posts.next + Math.floor((PARENTS * JOB_POSTS_A_DAY - SAMPLE - JOB_POST_WARM_UP) / 2);
      const share = left(posts);
      const result = await run(url, connections, postJobs(parents, posted, posts), {}, share);
      Object.assign(result, result.requests >= share ? { ranOutOfDailyLimit: true } : {});
      if (connections === 10) await timed('job post', 'POST /api/jobs', result);
      else out[`job post, ${connections} connections`] = result;
    }
    if (posted.length === 0) throw new Error('job post published no job: nothing to apply to');
    const postIds = posted.map((job) => job.postId);

    const pairs = { next: 0, ranOut: false };
    await sample('POST /api/jobs/{id}/applications', applyToJobs(caregivers, postIds, pairs, {}));
    for (const connections of CONNECTIONS) {
      if (pairs.ranOut) break;
      const control: RunControl = {};
      const result = {
        ...(await run(url, connections, applyToJobs(caregivers, postIds, pairs, control), control)),
        ...(pairs.ranOut ? { ranOutOfPairs: true } : {}),
      };
      if (connections === 10) await timed('apply', 'POST /api/jobs/{id}/applications', result);
      else out[`apply, ${connections} connections`] = result;
    }

    // Offer: each job's poster offers it to caregivers, once per job and caregiver.
    const offers = budget(posted.length * demoCaregivers.length);
    await sample('POST /api/jobs/{id}/offers', sendOffers(posted, demoCaregivers, offers));
    await timed(
      'offer',
      'POST /api/jobs/{id}/offers',
      await budgeted(offers, 'ranOutOfPairs', () => sendOffers(posted, demoCaregivers, offers)),
    );

    // Contact: first contacts of the demo caregivers, within each parent's hourly limit.
    const opened: { parent: BenchUser; conversationId: string }[] = [];
    const contacts = budget(PARENTS * Math.min(CONTACTS_AN_HOUR, demoCaregivers.length));
    const contact = () => contactCaregivers(parents, demoCaregivers, contacts, opened);
    await sample('POST /api/caregivers/{uid}/contact', contact());
    await timed(
      'contact',
      'POST /api/caregivers/{uid}/contact',
      await budgeted(contacts, 'ranOutOfHourlyLimit', contact),
    );

    // Message: parents write in the conversations their contacts opened.
    if (opened.length === 0) throw new Error('no contact opened a conversation');
    const messages = budget(PARENTS * MESSAGES_AN_HOUR);
    await sample('POST /api/conversations/{id}/messages', sendMessages(opened, messages));
    await timed(
      'message',
      'POST /api/conversations/{id}/messages',
      await budgeted(messages, 'ranOutOfHourlyLimit', () => sendMessages(opened, messages)),
    );

    // Checkout: a package put in the cart (not timed), then the checkout with the sandbox.
    const checkout = await measuredCalls(url, 'POST /api/checkout', () =>
      checkoutLoad(url, parents, 1, seconds(), SAMPLE),
    );
    calls['POST /api/checkout'] = checkout.calls;
    sent['POST /api/checkout'] = checkout.sent;
    await checkoutLoad(url, parents, 10, seconds(), CHECKOUT_WARM_UP);
    await timed(
      'checkout',
      'POST /api/checkout',
      await checkoutLoad(url, parents, 10, seconds(), Infinity, cpuMeter),
    );
    floors.providerAloneP50Ms = (await floorRunner?.providerAlone())?.p50Ms;

    // The reads of the cost mix, one connection, as a visitor's calls arrive.
    await sampleReads(url, parents[0]!, postIds, sample);
    out.setup = {
      paidParents: PARENTS,
      paidCaregivers: caregivers.length,
      jobsPosted: posted.length,
      applicationsSent: pairs.next,
      pairsAvailable: caregivers.length * postIds.length,
      offersSent: offers.next,
      contactsSent: contacts.next,
      messagesSent: messages.next,
      setupAndWriteSeconds: Math.round((performance.now() - started) / 1000),
    };
  } finally {
    // The consumers' held work, delivered after the writes: measured apart from the routes.
    out.heldDuringWrites = await holdEvents(url, false);
    stackDb.destroy();
    await floorRunner?.stop();
  }
  out.writeRoutes = writeRoutes;
  out.callsPerRoute = calls;
  return out;
}

/** `count` requests of `unit`, one at a time, with what they asked of DynamoDB and their cacheability. */
async function sampleRoute(url: string, unit: string, requests: Req[], count: number) {
  const measured = await measuredCalls(url, unit, () =>
    autocannon({ url, connections: 1, amount: count, requests }),
  );
  return measured;
}

/**
 * The mix's reads (prices.ts `blendedMix`), sampled: the home page's public calls, searches,
 * views, and the signed-in header's conditional unread poll (answered 304 while nothing
 * changes). `cached` says whether the answer may be kept at CloudFront (public, max-age >= 30 s).
 */
async function sampleReads(
  url: string,
  user: BenchUser,
  postIds: string[],
  sample: (unit: string, requests: Req[]) => Promise<unknown>,
) {
  const reads: [string, string[]][] = [
    ['GET /api/config', ['/api/config']],
    ['GET /api/caregiver-count', ['/api/caregiver-count']],
    ['GET /api/job-totals', ['/api/job-totals']],
    ['GET /api/caregivers/featured', ['/api/caregivers/featured']],
    ['GET /api/caregivers', caregiverSearches],
    ['GET /api/jobs', jobSearches],
    ['GET /api/profiles/{uid}', demoCaregivers.slice(0, 20).map((uid) => `/api/profiles/${uid}`)],
    ['GET /api/jobs/{id}', postIds.slice(0, 20).map((id) => `/api/jobs/${id}`)],
  ];
  for (const [unit, paths] of reads) {
    const measured = (await sample(unit, rotating(paths))) as object;
    Object.assign(measured, { cached: await cacheable(`${url}${paths[0]}`) });
  }
  const authorization = `Bearer ${user.idToken}`;
  const first = await fetch(`${url}/api/inbox/unread`, { headers: { authorization } });
  const etag = first.headers.get('etag') ?? '';
  await sample('GET /api/inbox/unread', [
    { method: 'GET', path: '/api/inbox/unread', headers: { authorization, 'if-none-match': etag } },
  ]);
}

/** Whether CloudFront may answer from its cache: a public answer kept 30 s or more. */
async function cacheable(address: string) {
  const control = (await fetch(address)).headers.get('cache-control') ?? '';
  const age = Number(/(?:s-maxage|max-age)=(\d+)/.exec(control)?.[1] ?? 0);
  return /\bpublic\b/.test(control) && age >= 30;
}
