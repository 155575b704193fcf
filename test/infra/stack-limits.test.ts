import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { AppApi } from '../../infra/api.js';
import { MarketplaceStack } from '../../infra/marketplace-stack.js';
import { pascal } from '../../infra/names.js';
import { loadStageConfig } from '../../infra/stage-config.js';
import { functionOfRoute } from '../../lambdas/http/functions.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { functionsByRoute, resourcesOf, scratchDir, synthStage } from './synth-stage.js';

// CloudFormation refuses a stack of more than 500 resources; this keeps a fifth in reserve,
// so the test fails while there is still room to split a stack, not at deploy time.
const LIMIT = 400;
// Functions of a stage, CDK's own helpers included (docs/decisions/deploying-and-aws.md, "Shape").
const FUNCTION_LIMIT = 32;

const { stacks, template } = synthStage();
const counts = stacks.map(
  ({ path, template }) =>
    [path, Object.keys(template.toJSON().Resources ?? {}).length] as [string, number],
);

describe('CloudFormation limits', { timeout: 60_000 }, () => {
  it.each(counts)(`%s has %i resources, under ${LIMIT}`, (_path, count) => {
    expect(count).toBeLessThan(LIMIT);
  });

  it(`makes at most ${FUNCTION_LIMIT} functions and roles for the stage`, () => {
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    expect(functions.length).toBeLessThanOrEqual(FUNCTION_LIMIT);
    // Every function has a role of its own: the roles count against the account's quota.
    const roles = Object.keys(resourcesOf(template, 'AWS::IAM::Role'));
    expect(roles.length).toBeLessThanOrEqual(FUNCTION_LIMIT + 5);
  });

  it('puts each function, its role and its routes in a nested stack of its own', () => {
    const [parent, ...nested] = stacks;
    expect(functionsByRoute(parent!.template).size).toBe(0);
    for (const route of routeList) {
      const key = routeKey(route);
      const holders = nested.filter(({ template }) => functionsByRoute(template).has(key));
      expect(
        holders.map((h) => h.stack.node.id),
        key,
      ).toEqual([`${pascal(functionOfRoute(route).name)}Routes`]);
      const { template } = holders[0]!;
      const { fn } = functionsByRoute(template).get(key)!;
      expect(template.toJSON().Resources[fn.Properties!.Role['Fn::GetAtt'][0]], key).toBeDefined();
      const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
      expect(
        routes.some((r) => r.Properties.RouteKey === key),
        key,
      ).toBe(true);
    }
    // The API, its stage and the JWT authorizer stay in the parent, once.
    for (const type of [
      'AWS::ApiGatewayV2::Api',
      'AWS::ApiGatewayV2::Stage',
      'AWS::ApiGatewayV2::Authorizer',
    ]) {
      parent!.template.resourceCountIs(type, 1);
      for (const { template } of nested) template.resourceCountIs(type, 0);
    }
  });

  it('moves no route to another stack or logical id when a route is added', () => {
    // Construction only (no synth): where each route's resources land, with the table as it is
    // and with new routes first in the table: one joining the function of the routes listed
    // first, a signed-in one of a new area and an admin one.
    const app = new App({
      outdir: scratchDir(),
      context: { 'aws:cdk:bundling-stacks': [] },
    });
    const config = loadStageConfig('dev');
    const stack = new MarketplaceStack(app, 'Placement', config);
    const first = routeList[0]!;
    const added: RouteDef[] = [
      { ...first, method: 'GET', path: '/api/zz-added-route' },
      { ...first, path: '/api/zz-new-area', access: 'signed-in', handler: 'zz-new/thing' },
      {
        ...first,
        path: '/api/zz-admin',
        access: ['admin'],
        needs: ['identity:roles', 'storage:upload'],
      },
    ];
    const grown = new AppApi(stack, 'GrownApi', {
      config,
      resources: stack.resources,
      routes: [...added, ...routeList],
    });
    expect(grown.stacks.size).toBe(stack.api.stacks.size + 1);
    const placement = (api: AppApi) =>
      routeList.map((route) => {
        const fn = api.functions.get(routeKey(route))!.fn;
        const cfn = fn.node.defaultChild as CfnResource;
        return [routeKey(route), Stack.of(fn).node.id, Stack.of(fn).getLogicalId(cfn)];
      });
    expect(placement(grown)).toEqual(placement(stack.api));
  });
});
