import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageEntries } from '../../infra/constructs/function-entries.js';
import { failOpenWithin, TRIGGER_DEADLINE_MS } from '../../lambdas/triggers/deadline.js';

const never = () => new Promise<void>(() => {});

describe('Cognito trigger bookkeeping fits within Cognito 5 s wait', () => {
  it('leaves room for a cold start and the reply', () => {
    expect(TRIGGER_DEADLINE_MS).toBeLessThanOrEqual(3_500);
  });

  it('fails open when the work does not answer in time', async () => {
    const started = Date.now();
    await expect(failOpenWithin('hang', never, () => false, 50)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('fails open on an error that is not a refusal', async () => {
    const down = () =>
      Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    await expect(failOpenWithin('down', down)).resolves.toBeUndefined();
  });

  it('passes a refusal (the lockout) through', async () => {
    const locked = new Error('locked');
    await expect(
      failOpenWithin(
        'locked',
        () => Promise.reject(locked),
        (e) => e === locked,
      ),
    ).rejects.toBe(locked);
  });

  it('every Cognito trigger runs with the log context', () => {
    const dir = join(import.meta.dirname, '../../lambdas/triggers');
    const triggers = readdirSync(dir).filter((file) => file !== 'deadline.ts');
    expect(triggers.length).toBeGreaterThanOrEqual(4);
    for (const file of triggers) {
      expect(readFileSync(join(dir, file), 'utf8'), file).toMatch(
        /export const handler = withLogContext\(/,
      );
    }
  });

  it('every consumer and trigger is traced under its own name, the local runtime unit', () => {
    const plain = stageEntries().filter((entry) => !entry.startsWith('http:'));
    expect(plain.length).toBeGreaterThanOrEqual(9);
    for (const entry of plain) {
      const name = basename(entry, '.ts');
      expect(readFileSync(join(import.meta.dirname, '../..', entry), 'utf8'), entry).toMatch(
        new RegExp(`export const handler = withLogContext\\(\\s*'${name}',`),
      );
    }
  });
});

describe('logging', () => {
  it('nothing under lambdas/ logs with console.error: the Powertools logger does', () => {
    const files = (
      readdirSync(join(import.meta.dirname, '../../lambdas'), {
        recursive: true,
      }) as string[]
    ).filter((file) => file.endsWith('.ts'));
    const offenders = files.filter((file) =>
      /console\.error\(/.test(
        readFileSync(join(import.meta.dirname, '../../lambdas', file), 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
