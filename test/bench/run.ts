import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { lambdaBundleSizes, spaFirstLoadGzip } from './bundles.js';
import { root, timeCommand, timeStart } from './measure.js';
import { inboxIdlePoll } from './inbox-poll.js';
import { searchAtScale } from './search-scale.js';

/**
 * `npm run bench`: the numbers issue 2 asks for, written to test/bench/results.json.
 * BENCH_SKIP_TESTS=1 leaves out the full `npm test` run (it takes minutes), BENCH_SKIP_SCALE=1
 * the search benchmark at 100,000 caregivers (search-scale.ts).
 */
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

results.webBuild = timeCommand('npx', ['vite', 'build', 'web', '--logLevel', 'silent']);
results.spaFirstLoad = spaFirstLoadGzip();
results.lambdaBundleBytes = await lambdaBundleSizes();
results.cdkSynth = timeCommand('npx', [
  'cdk',
  'synth',
  '-c',
  'stage=bench',
  '--quiet',
  '-o',
  join(tmpdir(), 'bench-cdk.out'),
]);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const first = await timeStart(dataDir);
const load = async (path: string) => {
  const run = await autocannon({ url: `${first.url}${path}`, connections: 10, duration: 5 });
  return {
    requestsPerSecond: run.requests.average,
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    errors: run.errors,
    non2xx: run.non2xx,
  };
};
results.apiUnderLoad = {
  '/api/config': await load('/api/config'),
  '/api/health': await load('/api/health'),
  // A public CV: one conditional ADD (the view count) that returns the record, per request.
  '/api/profiles/{uid}': await load('/api/profiles/demo-caregiver-001'),
};
// The header's unread count while nobody writes: a conditional GET answered 304.
results.inboxIdlePoll = await inboxIdlePoll(first.url);
await first.stop();
const second = await timeStart(dataDir);
await second.stop();
rmSync(dataDir, { recursive: true, force: true });
results.npmStartReadySeconds = {
  firstStartWithSeeding: first.seconds,
  secondStart: second.seconds,
};

// Minutes: loads 100,000 caregivers and 20,000 jobs. BENCH_SKIP_SCALE=1 leaves it out.
if (process.env.BENCH_SKIP_SCALE !== '1') results.searchAtScale = await searchAtScale();

if (process.env.BENCH_SKIP_TESTS !== '1') results.npmTest = timeCommand('npm', ['test']);

writeFileSync(join(root, 'test/bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
