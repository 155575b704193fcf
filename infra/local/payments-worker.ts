import { parentPort } from 'node:worker_threads';
import { startPaymentsSandbox } from './payments-sandbox.js';

/**
 * The payment sandbox's thread (payments-thread.ts): the provider answers on an event loop of
 * its own, as Flutterwave's servers do, not in the queue of the functions that call it.
 */
export type SandboxCommand = { setWebhookUrl: string } | { stop: true };

const port = parentPort;
if (!port) throw new Error('payments-worker.ts runs as a worker thread (payments-thread.ts)');
const sandbox = await startPaymentsSandbox();
port.on('message', (command: SandboxCommand) => {
  if ('setWebhookUrl' in command) sandbox.setWebhookUrl(command.setWebhookUrl);
  else void sandbox.stop().then(() => port.postMessage({ stopped: true }));
});
const { endpoint, secretKey, secretHash } = sandbox;
port.postMessage({ endpoint, secretKey, secretHash });
