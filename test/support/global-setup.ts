import type { TestProject } from 'vitest/node';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { newCallLog } from './grants/run-check.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    settings: Record<string, string>;
    /** The run's AWS call log (lambdas/ports/call-log.ts). */
    callLog: string;
    /** The stack's process id: test/security/local-runtime.test.ts reads what it listens on. */
    stackPid: number;
  }
}

let stack: Awaited<ReturnType<typeof spawnLocalStack>> | undefined;
let run: { project: TestProject; callLog: string } | undefined;

/**
 * Starts the product exactly as `npm start` does (bin/local.ts), with DynamoDB in memory and
 * random ports. Every test talks to this one stack, which records every AWS call its handlers
 * make (lambdas/ports/call-log.ts).
 */
export async function setup(project: TestProject) {
  const callLog = newCallLog();
  // Without the edge cache: the suite reads counts and lists right after changing them, which
  // CloudFront would serve up to a minute old (test/integration/shared-answers.test.ts checks
  // the cache on a stack of its own).
  stack = await spawnLocalStack('memory', { callLog, edgeCache: false });
  run = { project, callLog };
  project.provide('baseUrl', stack.url);
  project.provide('settings', stack.settings);
  project.provide('callLog', callLog);
  project.provide('stackPid', stack.pid);
}

/** Stops the stack, then checks its recorded calls against the synthesized roles. */
export async function teardown() {
  await stack?.stop();
  if (run && stack) {
    const { checkCallLog } = await import('./grants/run-check.js');
    await checkCallLog(run.project, run.callLog, stack.settings);
  }
}
