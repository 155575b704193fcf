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

type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
interface SharedStack {
  started: Promise<{ stack: Stack; callLog: string }>;
  users: number;
}

// The integration and browser projects both list this file; vitest loads it once per project
// (in the one main process), so the stack they share is kept on globalThis, not in a module.
const shared = globalThis as typeof globalThis & { localStackForTests?: SharedStack };

async function startStack() {
  const callLog = newCallLog();
  // Without the edge cache: the suite reads counts and lists right after changing them, which
  // CloudFront would serve up to a minute old (test/integration/shared-answers.test.ts checks
  // the cache on a stack of its own).
  const stack = await spawnLocalStack('memory', { callLog, edgeCache: false });
  return { stack, callLog };
}

/**
 * Starts the product exactly as `npm start` does (bin/local.ts), with DynamoDB in memory and
 * random ports, once for every project that needs it. Every test talks to this one stack,
 * which records every AWS call its handlers make (lambdas/ports/call-log.ts).
 */
export async function setup(project: TestProject) {
  shared.localStackForTests ??= { started: startStack(), users: 0 };
  shared.localStackForTests.users += 1;
  const { stack, callLog } = await shared.localStackForTests.started;
  project.provide('baseUrl', stack.url);
  project.provide('settings', stack.settings);
  project.provide('callLog', callLog);
  project.provide('stackPid', stack.pid);

  /** The last project to finish stops the stack, then checks its calls against the roles. */
  return async function teardown() {
    const running = shared.localStackForTests;
    if (!running || --running.users > 0) return;
    shared.localStackForTests = undefined;
    await stack.stop();
    const { checkCallLog } = await import('./grants/run-check.js');
    await checkCallLog(project, callLog, stack.settings);
  };
}
