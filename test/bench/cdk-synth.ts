import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeCommand } from './measure.js';

/** The synth goal: a stage synthesizes within a minute, with at most 30 functions. */
export const synthGoals = { secondsAtMost: 60, functionsAtMost: 30 };

/** AWS::Lambda::Function resources in every template of a cloud assembly, nested ones included. */
function lambdaFunctions(assembly: string): number {
  return readdirSync(assembly)
    .filter((file) => file.endsWith('.template.json'))
    .flatMap((file) => {
      const template = JSON.parse(readFileSync(join(assembly, file), 'utf8')) as {
        Resources?: Record<string, { Type: string }>;
      };
      return Object.values(template.Resources ?? {});
    })
    .filter((resource) => resource.Type === 'AWS::Lambda::Function').length;
}

/**
 * `cdk synth` of a stage from an empty cloud assembly folder (every bundle built), as a
 * developer runs it: the wall time, and the functions the stage deploys, CDK's own included.
 */
export function cdkSynth() {
  const assembly = join(tmpdir(), 'bench-cdk.out');
  rmSync(assembly, { recursive: true, force: true });
  const run = timeCommand('npx', ['cdk', 'synth', '-c', 'stage=bench', '--quiet', '-o', assembly]);
  const functions = run.exitCode === 0 ? lambdaFunctions(assembly) : undefined;
  rmSync(assembly, { recursive: true, force: true });
  return {
    ...run,
    functions,
    met:
      run.exitCode === 0 &&
      run.seconds <= synthGoals.secondsAtMost &&
      functions !== undefined &&
      functions <= synthGoals.functionsAtMost,
  };
}
