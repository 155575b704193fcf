import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { checkGrants, formatGrantsReport, grantsFailed, readCallLog } from './check.js';

/** A fresh file for this run's call log (the local stack appends to it: AWS_CALL_LOG). */
export const newCallLog = (): string =>
  join(mkdtempSync(join(tmpdir(), 'aws-calls-')), 'calls.jsonl');

/**
 * Whether this run is the whole suite: every test file of every project ran and passed, none
 * filtered by name or project. Only then does a grant no unit used mean anything.
 */
async function wholeSuite(project: TestProject): Promise<boolean> {
  const { config, state, projects } = project.vitest;
  if (config.testNamePattern || config.shard || config.project?.length) return false;
  const globbed = await Promise.all(projects.map((each) => each.globTestFiles()));
  const testFiles = globbed.flatMap(({ testFiles }) => testFiles);
  const outcome = new Map(state.getTestModules().map((m) => [m.moduleId, m.state()]));
  return testFiles.every((file) => ['passed', 'skipped'].includes(outcome.get(file) ?? ''));
}

/**
 * At the end of a run, after the stack stopped: checks the recorded calls against the roles of a
 * freshly synthesized stage (test/support/grants/check.ts). A failure is reported and fails the run
 * through the exit code: vitest logs an error thrown by a global teardown but still exits 0 (tried
 * with vitest 4.1; docs/decisions/security-and-limits.md, "Least privilege, proven").
 */
export async function checkCallLog(
  project: TestProject,
  file: string,
  settings: Record<string, string>,
): Promise<void> {
  const complete = await wholeSuite(project);
  // Beside the log, for check-file.ts: the names the stack gave its table, pool and bucket.
  writeFileSync(join(dirname(file), 'settings.json'), JSON.stringify(settings));
  const outdir = mkdtempSync(join(tmpdir(), 'grants-synth-'));
  try {
    // Loaded here: the CDK app costs seconds, which the start of a run need not wait for.
    const { synthStage } = await import('../../infra/synth-stage.js');
    const { template } = synthStage({ outdir });
    const records = readCallLog(file);
    const report = checkGrants({ template, settings, records, complete });
    const text = formatGrantsReport(report, complete);
    if (grantsFailed(report)) {
      console.error(`\n${text}\nThe call log is kept: ${file}\n`);
      process.exitCode = 1;
    } else {
      console.log(`\n${text.split('\n')[0]}: every call allowed.`);
      if (report.notServed.length) console.log(text.split('\n').slice(1).join('\n'));
      // KEEP_CALL_LOG=1 keeps it to read, or to check again (test/support/grants/check-file.ts).
      if (process.env.KEEP_CALL_LOG) console.log(`The call log: ${file}`);
      else rmSync(dirname(file), { recursive: true, force: true });
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
