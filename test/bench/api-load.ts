import autocannon from 'autocannon';
import { positions } from '../../lambdas/core/reference/positions.js';
import { zambiaRegions } from '../../lambdas/core/reference/zambia.js';
import { paidUser, type BenchUser } from './bench-users.js';
import { round } from './measure.js';

/**
 * Issue 9: the API under load on the embedded stack (autocannon; BENCH_LOAD_SECONDS a run,
 * default 20). Caregiver search, job search, job post and apply at 10 and 50 connections, and
 * the cheap endpoints at 10. Job post and apply run as users holding a paid package (bought
 * through the payment sandbox), so free limits never refuse them and any non-2xx is an error.
 */
export const apiGoals = {
  at10Connections: { p50MsAtMost: 30, p99MsAtMost: 100, errors: 0 },
  at50Connections: { errors: 0 },
  note: 'errors = connection errors (timeouts included) + non-2xx answers',
};

const seconds = () => Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = [10, 50] as const;
const PARENTS = 10;
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

/** What a request generator may do to its run: end it early (set once the run has started). */
interface RunControl {
  stop?: () => void;
}

async function run(url: string, connections: number, requests: Req[], control: RunControl = {}) {
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      { url, connections, duration: seconds(), requests },
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

/** POST /api/jobs by parents with a package (published at once); collects the new jobs' ids. */
function postJobs(parents: BenchUser[], postIds: string[]): Req[] {
  let i = 0;
  return [
    {
      method: 'POST',
      path: '/api/jobs',
      setupRequest: (req) => {
        const n = i++;
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
        if (status === 201) postIds.push(String((JSON.parse(body) as { post_id: string }).post_id));
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

export async function apiUnderLoad(url: string) {
  const out: Record<string, unknown> = {};
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
  const postIds: string[] = [];
  for (const connections of CONNECTIONS)
    out[`job post, ${connections} connections`] = await run(
      url,
      connections,
      postJobs(parents, postIds),
    );

  // One application per caregiver and job: enough caregivers for APPLY_RPS_CEILING requests a
  // second over both runs; should a run still exhaust the pairs, it ends early (ranOutOfPairs).
  if (postIds.length === 0) throw new Error('job post published no job: nothing to apply to');
  const wanted = CONNECTIONS.length * seconds() * APPLY_RPS_CEILING;
  const count = Math.min(
    MAX_CAREGIVERS,
    Math.max(MIN_CAREGIVERS, Math.ceil(wanted / postIds.length)),
  );
  const caregivers = await paidUsers(url, count, 'childcarer', 'caregiver-12m');
  const pairs = { next: 0, ranOut: false };
  for (const connections of CONNECTIONS) {
    if (pairs.ranOut) break;
    const control: RunControl = {};
    out[`apply, ${connections} connections`] = {
      ...(await run(url, connections, applyToJobs(caregivers, postIds, pairs, control), control)),
      ...(pairs.ranOut ? { ranOutOfPairs: true } : {}),
    };
  }
  out.setup = {
    paidParents: PARENTS,
    paidCaregivers: caregivers.length,
    jobsPosted: postIds.length,
    applicationsSent: pairs.next,
    pairsAvailable: caregivers.length * postIds.length,
    setupAndWriteSeconds: Math.round((performance.now() - started) / 1000),
  };
  return out;
}
