import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpFunctionEntry } from '../../infra/constructs/function-entries.js';
import { withNativeModules } from '../../infra/constructs/lambda-bundling.js';
import { httpFunctions } from '../../lambdas/http/functions.js';
import { projectPath } from '../../infra/project-paths.js';
import { scratchDir } from './synth-stage.js';

/** The function that decodes photos, whose bundle carries sharp. */
const imageEntry = httpFunctionEntry(httpFunctions.find((fn) => fn.profile.decodesImages)!);

const installedSharp = JSON.parse(
  readFileSync(projectPath('node_modules/sharp/package.json'), 'utf8'),
) as { version: string; dependencies: Record<string, string> };

/**
 * A project as npm installs it on macOS or linux-arm64: sharp and its JavaScript dependencies,
 * but none of its linux-x64 packages (optional dependencies for another platform).
 */
function projectWithoutLinuxBinaries(): string {
  const root = scratchDir();
  for (const name of ['sharp', ...Object.keys(installedSharp.dependencies)]) {
    const link = join(root, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(projectPath('node_modules', name), link, 'dir');
  }
  return root;
}

describe('bundling sharp on a machine that is not linux-x64', { timeout: 300_000 }, () => {
  const root = projectWithoutLinuxBinaries();
  const outDir = scratchDir();
  const copied = withNativeModules(root, imageEntry, ['sharp'], outDir);
  const bundled = (name: string) =>
    JSON.parse(readFileSync(join(outDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
      os?: string[];
      cpu?: string[];
      libc?: string[];
    };

  it("fetches the installed sharp version's linux-x64 glibc binaries and puts them beside the bundle", () => {
    expect(copied).toBe(true);
    expect(bundled('sharp').version).toBe(installedSharp.version);
    const binary = bundled('@img/sharp-linux-x64');
    expect(binary).toMatchObject({ os: ['linux'], cpu: ['x64'], libc: ['glibc'] });
    expect(binary.version).toBe(installedSharp.version);
    expect(bundled('@img/sharp-libvips-linux-x64').libc).toEqual(['glibc']);
  });

  it('keeps them in node_modules/.cache, so the next bundle copies without asking npm', () => {
    const cache = join(root, 'node_modules/.cache/sharp-linux-x64', installedSharp.version);
    const cached = JSON.parse(
      readFileSync(join(cache, 'node_modules/@img/sharp-linux-x64/package.json'), 'utf8'),
    ) as { version: string };
    expect(cached.version).toBe(installedSharp.version);
    // No network from here on: an npm that cannot run proves the cache is used.
    const again = scratchDir();
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(withNativeModules(root, imageEntry, ['sharp'], again)).toBe(true);
    } finally {
      process.env.PATH = path;
    }
  });

  it('is a sharp that loads and decodes on linux-x64, as the function runs it', () => {
    // This machine is linux-x64 glibc, the functions' platform: load the copy in plain Node.
    const script = `const sharp = require(${JSON.stringify(join(outDir, 'node_modules/sharp'))});
      sharp({ create: { width: 2, height: 2, channels: 3, background: '#0b5d4b' } }).png().toBuffer()
        .then((png) => process.stdout.write(String(png.length > 0)));`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })).toBe('true');
  });
});
