#!/usr/bin/env node
import { createMarketplaceApp } from '../infra/marketplace-stack.js';

/**
 * `npx cdk synth|deploy -c stage=NAME`: one stack per stage, config validated first.
 * A stage's real settings go in cdk.json under context.stages.<NAME> (see infra/stage-config.ts).
 */
try {
  createMarketplaceApp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
