import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    settings: Record<string, string>;
  }
}

let child: ChildProcess | undefined;

/**
 * Starts the product exactly as `npm start` does (bin/local.ts), with DynamoDB in memory and
 * random ports, and waits for its READY line. Every test talks to this one stack.
 */
export async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '..', '..');
  child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: root,
    env: { ...process.env, LOCAL_DATA: 'memory', PORT: '0', READY_JSON: '1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<{ url: string; settings: Record<string, string> }>((resolveReady, reject) => {
    child!.once('exit', (code) => reject(new Error(`the local stack exited early (code ${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolveReady(JSON.parse(line.slice(6)));
      else process.stdout.write(`[stack] ${line}\n`);
    });
  });
  const { url, settings } = await ready;
  project.provide('baseUrl', url);
  project.provide('settings', settings);
}

export async function teardown() {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
