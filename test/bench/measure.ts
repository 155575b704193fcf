import { spawnSync } from 'node:child_process';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';

export const root = new URL('../..', import.meta.url).pathname;

/** Wall time of a command, in seconds, with its exit code. */
export function timeCommand(command: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  return { seconds: round((performance.now() - started) / 1000), exitCode: result.status };
}

/** Starts the product as `npm start` does and measures the time until it is ready. */
export async function timeStart(dataDir: string) {
  const started = performance.now();
  // Bench mode: the routes' DynamoDB calls are recorded for the bench to read (db-calls.ts).
  const stack = await spawnLocalStack(dataDir, { bench: true });
  return {
    url: stack.url,
    settings: stack.settings,
    seconds: round((performance.now() - started) / 1000),
    pid: stack.pid,
    stop: stack.stop,
  };
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Runs `work` for each of `items`, `connections` at a time: each caller takes the next one. */
export async function inTurn<T>(
  items: readonly T[],
  connections: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(connections, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]!, i);
    }),
  );
}
