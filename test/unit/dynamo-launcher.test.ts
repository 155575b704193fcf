import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCHER_CLASSES } from '../../infra/local/dynamo.js';

const file = (name: string) => readFileSync(join(LAUNCHER_CLASSES, name));

describe('the committed DynamoDB Local launcher', () => {
  it('was compiled from the source beside it (rebuild both together: infra/local/dynamo.ts)', () => {
    const recorded = file('DynamoLoopback.java.sha256').toString().split(/\s/)[0];
    const source = createHash('sha256').update(file('DynamoLoopback.java')).digest('hex');
    expect(source).toBe(recorded);
  });

  it('runs on Java 17, the oldest runtime the README asks for (class file version 61)', () => {
    const classFile = file('DynamoLoopback.class');
    expect(classFile.readUInt32BE(0)).toBe(0xcafebabe);
    expect(classFile.readUInt16BE(6)).toBe(61);
  });
});
