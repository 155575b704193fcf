import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { LocalPayments } from './payments-sandbox.js';
import type { SandboxCommand } from './payments-worker.js';

/**
 * The payment sandbox (payments-sandbox.ts) on a worker thread of the local runtime. In AWS the
 * provider is someone else's servers; run in the stack's own thread, its answers to checkout
 * waited in the event loop behind the very handlers that called it, which AWS never does (the
 * bench saw the stack's loop busy over 90 % of the time during checkout).
 */
export async function startPaymentsThread(): Promise<LocalPayments> {
  // A worker does not inherit tsx's loader (the local runtime runs TypeScript as it is): the
  // thread registers it, then loads the sandbox.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./payments-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, execArgv: [] },
  );
  const [ready] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([error]) => Promise.reject(error as Error)),
  ])) as [{ endpoint: string; secretKey: string; secretHash: string }];
  worker.unref();
  // Like any stand-in failing in the stack's own process: said on the console, not swallowed.
  worker.on('error', (error) => console.error('payment sandbox thread failed:', error));
  const send = (command: SandboxCommand) => worker.postMessage(command);
  return {
    ...ready,
    setWebhookUrl: (url) => send({ setWebhookUrl: url }),
    stop: async () => {
      const stopped = once(worker, 'message');
      send({ stop: true });
      await stopped;
      await worker.terminate();
    },
  };
}
