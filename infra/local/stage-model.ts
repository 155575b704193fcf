import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AppFunction } from '../constructs/app-function.js';
import type { FunctionEntry } from '../constructs/function-entries.js';
import { createMarketplaceApp } from '../marketplace-stack.js';

/** A function as its template makes it: its code's entry and its environment's variables. */
export interface FunctionTemplate {
  entry: FunctionEntry;
  /** The function's construct path in the stack ('Marketplace-dev/Api/HiringRoutes/Hiring'). */
  path: string;
  /** Each variable the template sets: a literal, or a reference resolved at deploy time. */
  variables: Readonly<Record<string, unknown>>;
}

/** What the local runtime reads from a stage's templates, so it behaves as the stage does. */
export interface StageModel {
  functions: FunctionTemplate[];
  /** The uploads bucket's lifecycle rules, as CloudFormation receives them. */
  uploadsLifecycle: CfnBucket.RuleProperty[];
}

/**
 * A stage made in memory as `cdk synth` makes it (nothing bundled, nothing written but CDK's
 * scratch folder), once per process: every local stack a test starts, and the bundle runner,
 * read it.
 */
export function stageModel(stage = 'dev'): StageModel {
  let made = madeStages.get(stage);
  if (!made) madeStages.set(stage, (made = makeStage(stage)));
  return made;
}
const madeStages = new Map<string, StageModel>();

function makeStage(stage: string): StageModel {
  const outdir = mkdtempSync(join(tmpdir(), 'local-stage-'));
  try {
    const app = new App({
      outdir,
      context: {
        stage,
        '@aws-cdk/core:appMode': 'inmemory',
        // No function is bundled and no asset copied: only the templates' shape is read.
        'aws:cdk:bundling-stacks': [],
      },
    });
    const { stack } = createMarketplaceApp(app);
    const functions = stack.node
      .findAll()
      .filter((c): c is AppFunction => c instanceof AppFunction)
      .map((fn) => {
        const cfn = fn.fn.node.defaultChild as CfnFunction;
        const resolved = Stack.of(fn).resolve(cfn.environment) as
          { variables?: Record<string, unknown> } | undefined;
        return { entry: fn.entry, path: fn.node.path, variables: resolved?.variables ?? {} };
      });
    const uploads = stack.resources.storage.uploads.node.defaultChild as CfnBucket;
    const lifecycle = stack.resolve(uploads.lifecycleConfiguration) as
      CfnBucket.LifecycleConfigurationProperty | undefined;
    return { functions, uploadsLifecycle: (lifecycle?.rules ?? []) as CfnBucket.RuleProperty[] };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
