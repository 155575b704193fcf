import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_RUNTIME_NODE_FLAGS } from '../../infra/local/spawn-local.js';

/**
 * `npm start` and the tests' and bench's stacks (spawn-local.ts) run the local runtime with the
 * same Node flags: a stack measured or tested with other flags is not the one people run.
 */
describe('the local runtime’s Node flags', () => {
  it('are the same under npm start as in every spawned stack', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const start = /tsx((?:\s+--\S+)*)\s+bin\/local\.ts/.exec(scripts.start ?? '');
    expect(start, 'npm start runs bin/local.ts with tsx').not.toBeNull();
    expect(start![1]!.trim().split(/\s+/)).toEqual([...LOCAL_RUNTIME_NODE_FLAGS]);
  });
});
