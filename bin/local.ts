import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printBanner } from '../infra/local/banner.js';
import { dataFolder, holdDataFolder } from '../infra/local/data-folder.js';
import { quietSdkEnv } from '../infra/local/spawn-local.js';

/**
 * `npm start`: the whole product on one machine. Data is kept under .local-data/ so a second
 * start reuses it; the demo data is seeded idempotently. The tests start this same program with
 * LOCAL_DATA=memory and PORT=0 and read the READY line it prints.
 */
const root = resolve(import.meta.dirname, '..');
// The SDKs' Node-version notices are noise for people running the product locally.
Object.assign(process.env, quietSdkEnv);
// Imported after the line above: the SDK v2 inside cognito-local prints its notice on load.
const { startStack } = await import('../infra/local/stack.js');
const { seedDemoData } = await import('../infra/local/seed/seed.js');
const started = Date.now();
// LOCAL_DATA: 'memory' (tests), another folder (benchmarks), or the default .local-data/.
const data = dataFolder(root, process.env.LOCAL_DATA);
if (data.dir) mkdirSync(data.dir, { recursive: true });
// `npm run reset` refuses to remove the folder while this process runs on it.
const releaseData = data.dir ? holdDataFolder(data.dir) : () => {};
const stack = await startStack({
  dataDir: data.dir,
  port: Number(process.env.PORT ?? 3000),
  // LISTEN_HOST=0.0.0.0: the app on every interface (a phone on the same network); else loopback.
  listenHost: process.env.LISTEN_HOST || undefined,
  // WEB_DIST: another build of the SPA (one person's build while others build theirs).
  webRoot: process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'web', 'dist'),
  // JSON service -> endpoint: the fault tests route the handlers through their own proxies.
  endpointOverrides: process.env.LOCAL_ENDPOINT_OVERRIDES
    ? JSON.parse(process.env.LOCAL_ENDPOINT_OVERRIDES)
    : undefined,
  // LOCAL_SES_SANDBOX=1: SES as a new account has it (mail only to verified addresses).
  sesSandbox: process.env.LOCAL_SES_SANDBOX === '1',
  // LOCAL_VIEWER_COUNTRY=KE: every visit comes from Kenya, as CloudFront would say; empty: from
  // nowhere it can locate (the app asks). Unset: Zambia, the spec's default location.
  viewerCountry: (process.env.LOCAL_VIEWER_COUNTRY ?? 'ZM').trim().toUpperCase() || undefined,
  // LOCAL_EDGE_CACHE=off: every shared answer fresh from its function (the test suite's stack).
  edgeCache: process.env.LOCAL_EDGE_CACHE !== 'off',
  // LOCAL_BENCH=1 (the bench's stack): DynamoDB calls recorded, served on /local/bench/*.
  bench: process.env.LOCAL_BENCH === '1',
  // LOCAL_APP_URL: the address people open (`npm run dev`'s server), for links in mail and the
  // payment provider's return; else the router's own.
  appUrl: process.env.LOCAL_APP_URL || undefined,
});
// Before seeding, which already goes through any proxy in endpointOverrides.
if (process.env.READY_JSON === '1') {
  console.log(`STAND-INS ${JSON.stringify(stack.standIns)}`);
  // The address already answers (health says "starting"): a test watches the demo data arrive.
  console.log(`LISTENING ${JSON.stringify({ url: stack.url, settings: stack.settings })}`);
} else {
  console.log(
    `  Loading the demo data (${stack.url}/api/health says "starting" until it is in)...`,
  );
}
const seeded = await seedDemoData();
stack.ready();

if (process.env.READY_JSON === '1') {
  console.log(`READY ${JSON.stringify({ url: stack.url, settings: stack.settings })}`);
} else {
  printBanner(
    stack.url,
    seeded,
    Date.now() - started,
    data.label,
    stack.settings.PAYMENTS_BASE_URL,
  );
}

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  releaseData();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
