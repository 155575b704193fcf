#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { projectPath } from '../infra/project-paths.js';
import { loadStageConfig, retainsData } from '../infra/stage-config.js';

/**
 * One command per stage for the CDK app (README, "Deploy a stage to AWS"):
 *   npm run synth|diff|deploy|destroy -- <stage> [more cdk options]
 * or with the stage in the environment: STAGE=<stage> npm run deploy.
 * A stage is three stacks at most (Marketplace-<stage>, its -places stack and, with cdnLogs,
 * its -cdn-logs stack); they are always handled together (`--all`), in dependency order.
 * `deploy` builds the SPA first. `destroy` refuses a retained stage. `--print` shows the
 * commands without running them.
 */
export const actions = ['synth', 'diff', 'deploy', 'destroy'] as const;
export type Action = (typeof actions)[number];
export type Command = [program: string, ...args: string[]];

export interface StageRequest {
  action: Action;
  stage: string;
  /** Options passed on to cdk as they are, e.g. --require-approval never. */
  cdkOptions: string[];
  print: boolean;
}

const usage =
  'usage: npm run synth|diff|deploy|destroy -- <stage> [cdk options]  (or STAGE=<stage>)';

/** The request in `argv` (after the script name) and the environment's STAGE. */
export function parseStageRequest(argv: readonly string[], env = process.env): StageRequest {
  const [action, ...rest] = argv;
  if (!actions.includes(action as Action)) throw new Error(`unknown action "${action}"\n${usage}`);
  const print = rest.includes('--print');
  const options = rest.filter((arg) => arg !== '--print');
  const stage = options[0] && !options[0].startsWith('-') ? options.shift() : env.STAGE;
  if (!stage) throw new Error(`which stage? ${usage}`);
  return { action: action as Action, stage, cdkOptions: options, print };
}

/** The stage's overrides in cdk.json (`context.stages.<stage>`), as the CDK app reads them. */
export function stageOverrides(stage: string, cdkJson = projectPath('cdk.json')): unknown {
  const { context } = JSON.parse(readFileSync(cdkJson, 'utf8')) as {
    context?: { stages?: Record<string, unknown> };
  };
  return context?.stages?.[stage];
}

export const retainedExplanation = (stage: string) =>
  `Stage "${stage}" is retained (retain: true, the default for prod, production, live and staging): ` +
  'destroying its stacks would leave its DynamoDB table (deletion protection on), Cognito user ' +
  'pool (deletion protection on), S3 buckets (uploads, SPA, access logs), log groups and the RUM ' +
  'monitor behind, still holding personal data. Refusing. See docs/operations.md, "Tear down a stage".';

/** The commands that carry out `request`, in order. Throws for a refused request. */
export function stageCommands(request: StageRequest, overrides: unknown): Command[] {
  const { action, stage, cdkOptions } = request;
  if (action === 'destroy' && retainsData(stage, overrides))
    throw new Error(retainedExplanation(stage));
  // Fails here, before any build, with every invalid or placeholder setting named.
  if (action !== 'destroy') loadStageConfig(stage, overrides);
  const cdk = (verb: string): Command => [
    'npx',
    'cdk',
    verb,
    ...(verb === 'synth' ? [] : ['--all']),
    '-c',
    `stage=${stage}`,
    '--no-notices',
    ...cdkOptions,
  ];
  if (action === 'deploy')
    return [['npx', 'vite', 'build', 'web', '--logLevel', 'warn'], cdk(action)];
  return [cdk(action)];
}

function main(): void {
  const request = parseStageRequest(process.argv.slice(2));
  for (const [program, ...args] of stageCommands(request, stageOverrides(request.stage))) {
    console.log(`> ${[program, ...args].join(' ')}`);
    if (request.print) continue;
    const { status } = spawnSync(program, args, { stdio: 'inherit', cwd: projectPath() });
    if (status !== 0) process.exit(status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
