import type { TestProject } from 'vitest/node';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    settings: Record<string, string>;
  }
}

let stack: Awaited<ReturnType<typeof spawnLocalStack>> | undefined;

/**
 * Starts the product exactly as `npm start` does (bin/local.ts), with DynamoDB in memory and
 * random ports. Every test talks to this one stack.
 */
export async function setup(project: TestProject) {
  stack = await spawnLocalStack('memory');
  project.provide('baseUrl', stack.url);
  project.provide('settings', stack.settings);
}

export async function teardown() {
  await stack?.stop();
}
