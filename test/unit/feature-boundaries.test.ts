import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** DESIGN.md: features of the SPA do not import each other (shared code lives in ui/ or lib/). */
const featuresDir = resolve(import.meta.dirname, '../../web/src/features');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

const featureOf = (file: string) => relative(featuresDir, file).split(sep)[0];

describe('SPA feature boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings: string[] = [];
    for (const file of filesUnder(featuresDir)) {
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
        if (!spec!.startsWith('.')) continue;
        const target = resolve(dirname(file), spec!);
        if (!target.startsWith(featuresDir + sep)) continue;
        if (featureOf(target) !== featureOf(file))
          crossings.push(`${relative(featuresDir, file)} -> ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
