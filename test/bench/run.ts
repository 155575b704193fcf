import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiGoals, apiUnderLoad } from './api-load.js';
import { buildLambdaBundles, lambdaBundleSizes, lambdaGoals } from './bundles.js';
import { inboxIdlePoll } from './inbox-poll.js';
import { lambdaColdImport } from './lambda-cold-start.js';
import { lighthouseGoals, lighthouseScores } from './lighthouse.js';
import { root, timeCommand, timeStart } from './measure.js';
import { searchAtScale, searchGoals } from './search-scale.js';
import { spaGoals, spaRouteSizes } from './spa-routes.js';

/**
 * `npm run bench`: the numbers issues 2 and 9 ask for, written to test/bench/results.json with
 * the goals beside them (`met` on each figure). Switches: BENCH_LOAD_SECONDS (each autocannon
 * run, default 20), BENCH_COLD_RUNS (cold imports per Lambda, default 3), BENCH_SKIP_LIGHTHOUSE=1,
 * BENCH_SKIP_SCALE=1 (search at 100,000 caregivers; BENCH_SCALE_CAREGIVERS sets the size),
 * BENCH_SKIP_TESTS=1 (the full `npm test` run).
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
    lighthouse: lighthouseGoals,
    lambda: lambdaGoals,
    searchAtScale: searchGoals,
  },
};

/** One measurement; a failure is recorded in its place and the others still run. */
async function measure(name: string, run: () => unknown) {
  try {
    results[name] = await run();
  } catch (error) {
    console.error(`bench: ${name} failed:`, error);
    results[name] = { error: String(error), met: false };
  }
}

await measure('webBuild', () =>
  timeCommand('npx', ['vite', 'build', 'web', '--logLevel', 'silent']),
);
await measure('spa', spaRouteSizes);
const bundles = await buildLambdaBundles();
await measure('lambdaBundles', () => lambdaBundleSizes(bundles));
await measure('lambdaColdImport', () => lambdaColdImport(bundles));
bundles.clear();
await measure('cdkSynth', () =>
  timeCommand('npx', [
    'cdk',
    'synth',
    '-c',
    'stage=bench',
    '--quiet',
    '-o',
    join(tmpdir(), 'bench-cdk.out'),
  ]),
);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const first = await timeStart(dataDir);
try {
  // Before the load: the pages as a visitor finds them, on a quiet server.
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1')
    await measure('lighthouse', () => lighthouseScores(first.url));
  await measure('apiUnderLoad', () => apiUnderLoad(first.url));
  // The header's unread count while nobody writes: a conditional GET answered 304.
  await measure('inboxIdlePoll', () => inboxIdlePoll(first.url));
} finally {
  await first.stop();
}
const second = await timeStart(dataDir);
await second.stop();
rmSync(dataDir, { recursive: true, force: true });
results.npmStartReadySeconds = {
  firstStartWithSeeding: first.seconds,
  secondStart: second.seconds,
};

// Minutes: loads 100,000 caregivers and 20,000 jobs. BENCH_SKIP_SCALE=1 leaves it out.
if (process.env.BENCH_SKIP_SCALE !== '1') {
  const caregivers = Number(process.env.BENCH_SCALE_CAREGIVERS ?? 100_000);
  await measure('searchAtScale', () => searchAtScale(caregivers, Math.round(caregivers / 5)));
}

if (process.env.BENCH_SKIP_TESTS !== '1')
  await measure('npmTest', () => timeCommand('npm', ['test']));

/** Where a figure misses its goal: the path of every `met: false` in the results. */
const missed = (value: unknown, path: string[] = []): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) =>
        key === 'met' && inner === false ? [path.join(' > ')] : missed(inner, [...path, key]),
      )
    : [];
results.goalsMissed = missed(results);

writeFileSync(join(root, 'test/bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
