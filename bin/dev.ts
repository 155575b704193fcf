import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { printDevBanner } from '../infra/local/banner.js';
import { dataFolder, stackUsing } from '../infra/local/data-folder.js';
import { quietSdkEnv, spawnLocalStack } from '../infra/local/spawn-local.js';
import { devProxy } from '../web/dev-proxy.js';

/**
 * `npm run dev`: the SPA from Vite's dev server, with hot reload, on http://localhost:5173
 * (DEV_PORT), its /api proxied to a local stack of its own (as `npm start` runs it, on the same
 * data folder, on a port of its own) or, with DEV_API_URL=https://<a stage's address>, to that
 * deployed stage, with no local stack at all.
 */
const root = resolve(import.meta.dirname, '..');
Object.assign(process.env, quietSdkEnv);
const port = Number(process.env.DEV_PORT || 5173);
const appUrl = `http://localhost:${port}`;
const stageUrl = process.env.DEV_API_URL?.trim() || undefined;
// Checked before anything starts: a wrong address fails here, with the reason.
if (stageUrl) devProxy(stageUrl);

const data = dataFolder(root, process.env.LOCAL_DATA);
const holder = data.dir && stackUsing(data.dir);
if (!stageUrl && holder) {
  console.error(
    `A local stack (process ${holder}) already runs on ${data.label}: stop it first, or give ` +
      'this one other data (LOCAL_DATA=memory npm run dev).',
  );
  process.exit(1);
}

console.log(
  stageUrl ? `  Starting the dev server for ${stageUrl}...` : '  Starting a local stack...',
);
// Mail links and the payment provider's return lead to the dev server.
const stack = stageUrl ? undefined : await spawnLocalStack(data.dir ?? 'memory', { appUrl });
const server = await createServer({
  configFile: join(root, 'web', 'vite.config.ts'),
  server: { port, strictPort: true, proxy: devProxy(stageUrl ?? stack!.url) },
});
await server.listen();
printDevBanner(appUrl, stageUrl ?? { local: stack!.url, data: data.label });

// Vite's server ends the process on SIGTERM itself; the stack is told to stop first, in the same
// tick (stop() signals it at once), and again as the process exits, whatever ended it.
process.on('exit', () => void stack?.stop());
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  const stackStopped = stack?.stop();
  await server.close();
  await stackStopped;
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
