import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiGoals, apiUnderLoad } from './api-load.js';
import { databaseFloor } from './database-floor.js';
import { databaseRecovery, recoveryGoals } from './database-recovery.js';
import { fanoutGoals, jobMatchFanout } from './fanout.js';
import { costPerMillion, writeRouteGoals } from './route-figures.js';
import { costGoal } from './prices.js';
import { firstPageGoals, firstPageJavaScript } from './first-page-javascript.js';
import { freshInstall, freshInstallGoals } from './fresh-install.js';
import { buildLambdaBundles, lambdaBundleSizes, lambdaGoals } from './bundles.js';
import { cdkSynth, synthGoals } from './cdk-synth.js';
import { inboxIdlePoll } from './inbox-poll.js';
import { lambdaColdImport } from './lambda-cold-start.js';
import { lighthouseGoals, lighthouseScores, slow3g, slow3gGoals, slow4g } from './lighthouse.js';
import { root, timeCommand, timeStart } from './measure.js';
import { stackCpuMeter } from './process-cpu.js';
import { searchAtScale, searchGoals } from './search-scale.js';
import { repeatVisitGoals, repeatVisitScripts } from './repeat-visit.js';
import { spaGoals, spaRouteSizes } from './spa-routes.js';

/**
 * `npm run bench`: the numbers issues 2, 9 and 11 ask for, written to test/bench/results.json with
 * the goals beside them (`met` on each figure). Switches: BENCH_LOAD_SECONDS (each autocannon
 * run, default 20), BENCH_COLD_RUNS (cold imports per Lambda, default 3), BENCH_SKIP_LIGHTHOUSE=1,
 * BENCH_SKIP_SCALE=1 (search at 100,000 caregivers; BENCH_SCALE_CAREGIVERS sets the size),
 * BENCH_SKIP_FANOUT=1 (a job for 5,000 caregivers; BENCH_FANOUT_CAREGIVERS sets the size),
 * BENCH_SKIP_TESTS=1 (the full `npm test` run), BENCH_ONLY=name,name (only these measurements),
 * BENCH_INSTALL_BEFORE=<git revision> (freshInstall measures that revision's install too).
 * A measurement left out keeps its figures from the last results.json, and `measuredAt` says
 * when each one was taken, so a long one (search at scale) can be re-run on its own.
 */
const switches = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name.startsWith('BENCH_')),
) as Record<string, string>;
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  command: 'npm run bench',
  env: switches,
  node: process.version,
  goals: {
    apiUnderLoad: apiGoals,
    spa: spaGoals,
    firstPageJavaScript: firstPageGoals,
    lighthouse: lighthouseGoals,
    lighthouseSlow3g: slow3gGoals,
    repeatVisit: repeatVisitGoals,
    lambda: lambdaGoals,
    cdkSynth: synthGoals,
    searchAtScale: searchGoals,
    jobMatchFanout: fanoutGoals,
    writeRoutes: writeRouteGoals,
    costPerMillion: costGoal,
    databaseRecovery: recoveryGoals,
    freshInstall: freshInstallGoals,
  },
};

const resultsFile = join(root, 'test/bench/results.json');
const previous = (
  existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
) as Record<string, unknown> & { date?: string; env?: object; measuredAt?: Record<string, Taken> };
/** When a measurement was taken, and with which switches (the command is `npm run bench`). */
interface Taken {
  at: string;
  env: Record<string, string>;
}
const measuredAt: Record<string, Taken> = {};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);

/** Keeps a measurement's last figures, with when they were taken. */
function carryOver(name: string) {
  if (!(name in previous)) return;
  results[name] = previous[name];
  measuredAt[name] = previous.measuredAt?.[name] ?? {
    at: previous.date ?? 'unknown',
    env: (previous.env ?? {}) as Record<string, string>,
  };
}

/** One measurement; a failure is recorded in its place and the others still run. */
async function measure(name: string, run: () => unknown, skipped = false) {
  if (skipped || !wanted(name)) return carryOver(name);
  measuredAt[name] = { at: new Date().toISOString(), env: switches };
  try {
    results[name] = await run();
  } catch (error) {
    console.error(`bench: ${name} failed:`, error);
    results[name] = { error: String(error), met: false };
  }
}

// A new clone's `npm install` (from the lock): seconds, bytes and packages, and the bench's own
// tools apart (test/bench/package.json).
await measure('freshInstall', () => freshInstall());
await measure('webBuild', () =>
  timeCommand('npx', ['vite', 'build', 'web', '--logLevel', 'silent']),
);
await measure('spa', spaRouteSizes);
if (wanted('lambdaBundles') || wanted('lambdaColdImport')) {
  const bundles = await buildLambdaBundles();
  await measure('lambdaBundles', () => lambdaBundleSizes(bundles));
  await measure('lambdaColdImport', () => lambdaColdImport(bundles));
  bundles.clear();
} else ['lambdaBundles', 'lambdaColdImport'].forEach(carryOver);
// A stage's synth time and its function count.
await measure('cdkSynth', cdkSynth);

const onTheStack = [
  'firstPageJavaScript',
  'lighthouse',
  'lighthouseSlow3g',
  'repeatVisit',
  'apiUnderLoad',
  'inboxIdlePoll',
  'npmStartReadySeconds',
];
if (onTheStack.some(wanted)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const first = await timeStart(dataDir);
  try {
    // Before the load: the pages as a visitor finds them, on a quiet server.
    // The landing pages' JavaScript as the browser's network log counts it.
    await measure('firstPageJavaScript', () => firstPageJavaScript(first.url));
    const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
    // The goals under Lighthouse's default mobile throttling (slow 4G), and those on a cheap
    // phone on slow 3G.
    await measure('lighthouse', () => lighthouseScores(first.url, slow4g), skipLighthouse);
    await measure('lighthouseSlow3g', () => lighthouseScores(first.url, slow3g), skipLighthouse);
    // The second visit's scripts all come from the service worker's caches.
    await measure('repeatVisit', () => repeatVisitScripts(first.url));
    await measure('apiUnderLoad', () =>
      apiUnderLoad(first.url, first.settings, stackCpuMeter(first.pid)),
    );
    // The header's unread count while nobody writes: a conditional GET answered 304.
    await measure('inboxIdlePoll', () => inboxIdlePoll(first.url));
  } finally {
    await first.stop();
  }
  await measure('npmStartReadySeconds', async () => {
    const second = await timeStart(dataDir);
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
    return { firstStartWithSeeding: first.seconds, secondStart: second.seconds };
  });
} else onTheStack.forEach(carryOver);

// Under the API figures: DynamoDB Local's own answer times, with no handler around it, and the
// write routes' own calls replayed (docs/decisions/testing-and-bench.md).
await measure('databaseFloor', () => databaseFloor(results.apiUnderLoad));
// The database stopped and started again: seconds until the API answers again, no restart.
await measure('databaseRecovery', databaseRecovery);
// Dollars per million calls, from the capacity and handler time apiUnderLoad measured.
await measure('costPerMillion', () => costPerMillion(results.apiUnderLoad));

// Minutes: loads 100,000 caregivers and 20,000 jobs. BENCH_SKIP_SCALE=1 leaves it out.
const caregivers = Number(process.env.BENCH_SCALE_CAREGIVERS ?? 100_000);
await measure(
  'searchAtScale',
  () => searchAtScale(caregivers, Math.round(caregivers / 5)),
  process.env.BENCH_SKIP_SCALE === '1',
);

// Minutes: a job that fits 5,000 caregivers, delivered at the stated SES rate
// (docs/decisions/mail-and-sms.md).
await measure(
  'jobMatchFanout',
  () => jobMatchFanout(Number(process.env.BENCH_FANOUT_CAREGIVERS ?? 5000)),
  process.env.BENCH_SKIP_FANOUT === '1',
);

await measure('npmTest', () => timeCommand('npm', ['test']), process.env.BENCH_SKIP_TESTS === '1');

/** Where a figure misses its goal: the path of every `met: false` in the results. */
const missed = (value: unknown, path: string[] = []): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) =>
        key === 'met' && inner === false ? [path.join(' > ')] : missed(inner, [...path, key]),
      )
    : [];
results.measuredAt = measuredAt;
results.goalsMissed = missed(results);

writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
