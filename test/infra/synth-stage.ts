import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { createMarketplaceApp } from '../../infra/marketplace-stack.js';
import { projectPath } from '../../infra/project-paths.js';

/** cdk.json's context (feature flags): the CLI gives it to bin/app.ts, so the tests do too. */
export const cdkJsonContext = (
  JSON.parse(readFileSync(projectPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

export interface SynthOptions {
  stage?: string;
  /** Stage config overrides, as a deployer would put them in cdk.json `context.stages`. */
  overrides?: Record<string, unknown>;
  /** Run esbuild for real (slow); otherwise assets are placeholders. */
  bundle?: boolean;
  /** Where the cloud assembly goes; by default a folder removed after the file's tests. */
  outdir?: string;
}

/**
 * Synthesize the same app as bin/app.ts, cdk-nag included (a finding throws here). Bundling
 * and CDK's own schema validation (warnings only) are skipped unless asked: they cost seconds.
 */
export function synthStage({
  stage = 'dev',
  overrides,
  bundle = false,
  outdir,
}: SynthOptions = {}) {
  const app = new App({
    outdir: outdir ?? scratchDir(),
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJsonContext,
      '@aws-cdk/core:appMode': 'inmemory',
      stage,
      ...(overrides ? { stages: { [stage]: overrides } } : {}),
      ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
    },
  });
  const { stack, config, places, cdnLogs } = createMarketplaceApp(app);
  const stacks = stackTemplates(stack);
  const template = mergedTemplate(stacks);
  return { app, stack, config, template, stacks, places, cdnLogs };
}

/** One synthesized CloudFormation template: the stack itself or one of its nested stacks. */
export interface StackTemplate {
  /** Construct path, e.g. 'Marketplace-dev' or 'Marketplace-dev/Api/PaymentsRoutes'. */
  path: string;
  stack: Stack;
  nested: boolean;
  template: Template;
  /** The template with nested stack parameters replaced by what the parent passes in. */
  flattened: Record<string, any>;
}

/**
 * The stack's template and those of the nested stacks under it (the API's routes are in one
 * nested stack per area). Template.fromStack refuses each if it has a dependency cycle.
 */
export function stackTemplates(stack: Stack): StackTemplate[] {
  const template = Template.fromStack(stack);
  const top: StackTemplate = {
    path: stack.node.path,
    stack,
    nested: false,
    template,
    flattened: template.toJSON(),
  };
  return [top, ...nestedTemplates(top)];
}

function nestedTemplates(parent: StackTemplate): StackTemplate[] {
  const children = parent.stack.node
    .findAll()
    .filter(
      (c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === parent.stack,
    );
  return children.flatMap((nested) => {
    const template = Template.fromStack(nested);
    // What the parent passes to each parameter (a Ref or GetAtt of the parent's own resources).
    const resourceId = parent.stack.getLogicalId(nested.nestedStackResource!);
    const passed: Record<string, unknown> =
      parent.flattened.Resources?.[resourceId]?.Properties?.Parameters ?? {};
    const child: StackTemplate = {
      path: nested.node.path,
      stack: nested,
      nested: true,
      template,
      flattened: substituteRefs(template.toJSON(), passed),
    };
    return [child, ...nestedTemplates(child)];
  });
}

/** Replace `{ Ref: parameter }` by the parameter's value, anywhere in `value`. */
function substituteRefs(value: any, parameters: Record<string, unknown>): any {
  if (Array.isArray(value)) return value.map((item) => substituteRefs(item, parameters));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'Ref' && typeof value.Ref === 'string') {
    if (value.Ref in parameters) return structuredClone(parameters[value.Ref]);
  }
  return Object.fromEntries(keys.map((key) => [key, substituteRefs(value[key], parameters)]));
}

/**
 * One template with the resources of the stack and of all its nested stacks, references
 * across them resolved to the parent's resources: the tests assert on the app as deployed,
 * wherever a resource lives (a route's function and role are in the same nested stack).
 */
export function mergedTemplate(stacks: StackTemplate[]): Template {
  const [top, ...nested] = stacks;
  const merged = structuredClone(top!.flattened);
  merged.Resources ??= {};
  for (const { path, flattened } of nested) {
    for (const [id, resource] of Object.entries(flattened.Resources ?? {})) {
      if (id in merged.Resources) throw new Error(`${path}: logical id ${id} is in two stacks`);
      merged.Resources[id] = resource;
    }
  }
  return Template.fromJSON(merged);
}

/** A cloud assembly folder, removed after the file's tests (call while tests are collected). */
export function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'infra-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type Resource = {
  Type: string;
  Properties?: Record<string, any>;
  DependsOn?: string | string[];
};

/** Resources of one type, by logical id. */
export const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

export interface FunctionResource {
  id: string;
  fn: Resource;
}

/**
 * The Lambda function that serves each API route, by route key ('GET /api/health'), found as
 * API Gateway finds it: the route's integration target, and the function that integration calls.
 */
export function functionsByRoute(template: Template): Map<string, FunctionResource> {
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
  const byRoute = new Map<string, FunctionResource>();
  for (const route of Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))) {
    const target = JSON.stringify(route.Properties?.Target);
    const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1];
    const uri = integrations[integrationId ?? '']?.Properties?.IntegrationUri;
    const id: string | undefined = uri?.['Fn::GetAtt']?.[0];
    if (id && functions[id]) byRoute.set(route.Properties!.RouteKey, { id, fn: functions[id] });
  }
  return byRoute;
}

/** The API's functions by logical id, each with the route keys it serves. */
export function apiFunctions(
  template: Template,
): Map<string, FunctionResource & { routes: string[] }> {
  const byId = new Map<string, FunctionResource & { routes: string[] }>();
  for (const [key, { id, fn }] of functionsByRoute(template)) {
    const entry = byId.get(id) ?? { id, fn, routes: [] };
    entry.routes.push(key);
    byId.set(id, entry);
  }
  return byId;
}

export interface PolicyStatement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
}

/** Every statement of a function's role, across every policy attached to that role. */
export function statementsOf(template: Template, fn: Resource): PolicyStatement[] {
  const roleId = fn.Properties?.Role?.['Fn::GetAtt']?.[0];
  const statements: PolicyStatement[] = [];
  // The role's own inline policies (app functions), then policies attached to it.
  for (const inline of resourcesOf(template, 'AWS::IAM::Role')[roleId]?.Properties?.Policies ??
    []) {
    statements.push(...(inline.PolicyDocument?.Statement ?? []));
  }
  for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
    const roles: unknown[] = policy.Properties?.Roles ?? [];
    if (!roles.some((role: any) => role?.Ref === roleId)) continue;
    statements.push(...(policy.Properties?.PolicyDocument?.Statement ?? []));
  }
  return statements;
}

/** Every action allowed to a function's role, across every policy attached to that role. */
export function actionsOf(template: Template, fn: Resource): string[] {
  return statementsOf(template, fn).flatMap((statement) => [statement.Action].flat());
}
