/**
 * Checks a kept call log again, e.g. after `KEEP_CALL_LOG=1 npx vitest run <files>`:
 *   npx tsx test/support/grants/check-file.ts <calls.jsonl> <settings.json> [--complete]
 * `settings.json` is the local stack's settings (the READY line of bin/local.ts). With
 * --complete it also reports grants that no unit of a function used, as a full run does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { synthStage } from '../../infra/synth-stage.js';
import { checkGrants, formatGrantsReport, grantsFailed, readCallLog } from './check.js';

const [file, settingsFile, flag] = process.argv.slice(2);
if (!file || !settingsFile) throw new Error('usage: check-file.ts <calls.jsonl> <settings.json>');
const complete = flag === '--complete';
const outdir = mkdtempSync(join(tmpdir(), 'grants-synth-'));
try {
  const { template } = synthStage({ outdir });
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as Record<string, string>;
  const report = checkGrants({ template, settings, records: readCallLog(file), complete });
  console.log(formatGrantsReport(report, complete));
  process.exitCode = grantsFailed(report) ? 1 : 0;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
