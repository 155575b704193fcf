import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { createMarketplaceApp } from '../../infra/marketplace-stack.js';

export interface SynthOptions {
  stage?: string;
  /** Stage config overrides, as a deployer would put them in cdk.json `context.stages`. */
  overrides?: Record<string, unknown>;
  /** Run esbuild for real (slow); otherwise assets are placeholders. */
  bundle?: boolean;
}

/**
 * Synthesize the same app as bin/app.ts, cdk-nag included (a finding throws here). Bundling
 * and CDK's own schema validation (warnings only) are skipped unless asked: they cost seconds.
 */
export function synthStage({ stage = 'dev', overrides, bundle = false }: SynthOptions = {}) {
  const app = new App({
    outdir: scratchDir(),
    builtinCloudFormationValidation: false,
    context: {
      '@aws-cdk/core:appMode': 'inmemory',
      stage,
      ...(overrides ? { stages: { [stage]: overrides } } : {}),
      ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
    },
  });
  const { stack, config } = createMarketplaceApp(app);
  const template = Template.fromStack(stack);
  return { app, stack, config, template };
}

/** A cloud assembly folder, removed after the file's tests (call while tests are collected). */
export function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'infra-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

type Resource = { Type: string; Properties?: Record<string, any>; DependsOn?: string | string[] };

/** Resources of one type, by logical id. */
export const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

/** The Lambda functions of the API, keyed by their description (the route key). */
export function functionsByDescription(
  template: Template,
): Map<string, { id: string; fn: Resource }> {
  const byDescription = new Map<string, { id: string; fn: Resource }>();
  for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
    const description = fn.Properties?.Description;
    if (typeof description === 'string') byDescription.set(description, { id, fn });
  }
  return byDescription;
}

/** Every action allowed to a function's role, across every policy attached to that role. */
export function actionsOf(template: Template, fn: Resource): string[] {
  const roleId = fn.Properties?.Role?.['Fn::GetAtt']?.[0];
  const actions: string[] = [];
  // The role's own inline policies (app functions), then policies attached to it.
  for (const inline of resourcesOf(template, 'AWS::IAM::Role')[roleId]?.Properties?.Policies ??
    []) {
    for (const statement of inline.PolicyDocument?.Statement ?? []) {
      actions.push(...[statement.Action].flat());
    }
  }
  for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
    const roles: unknown[] = policy.Properties?.Roles ?? [];
    if (!roles.some((role: any) => role?.Ref === roleId)) continue;
    for (const statement of policy.Properties?.PolicyDocument?.Statement ?? []) {
      actions.push(...[statement.Action].flat());
    }
  }
  return actions;
}
