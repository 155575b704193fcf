import { join, resolve } from 'node:path';
import { startStack } from '../infra/local/stack.js';
import { seedDemoData } from '../infra/local/seed/seed.js';
import { printBanner } from '../infra/local/banner.js';

/**
 * `npm start`: the whole product on one machine. Data is kept under .local-data/ so a second
 * start reuses it; the demo data is seeded idempotently. The tests start this same program with
 * LOCAL_DATA=memory and PORT=0 and read the READY line it prints.
 */
const root = resolve(import.meta.dirname, '..');
const started = Date.now();
const inMemory = process.env.LOCAL_DATA === 'memory';
const stack = await startStack({
  dataDir: inMemory ? undefined : join(root, '.local-data'),
  port: Number(process.env.PORT ?? 3000),
  webRoot: join(root, 'web', 'dist'),
});
const seeded = await seedDemoData();

if (process.env.READY_JSON === '1') {
  console.log(`READY ${JSON.stringify({ url: stack.url, settings: stack.settings })}`);
} else {
  printBanner(stack.url, seeded, Date.now() - started);
}

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
