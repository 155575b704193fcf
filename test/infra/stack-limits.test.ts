import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { AppApi, apiArea } from '../../infra/api.js';
import { MarketplaceStack } from '../../infra/marketplace-stack.js';
import { pascal } from '../../infra/names.js';
import { loadStageConfig } from '../../infra/stage-config.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { functionsByDescription, scratchDir, synthStage } from './synth-stage.js';

// CloudFormation refuses a stack of more than 500 resources; this keeps a fifth in reserve,
// so the test fails while there is still room to split a stack, not at deploy time.
const LIMIT = 400;

const { stacks } = synthStage();
const counts = stacks.map(
  ({ path, template }) =>
    [path, Object.keys(template.toJSON().Resources ?? {}).length] as [string, number],
);

describe('CloudFormation limits', { timeout: 60_000 }, () => {
  it.each(counts)(`%s has %i resources, under ${LIMIT}`, (_path, count) => {
    expect(count).toBeLessThan(LIMIT);
  });

  it('puts each route’s function, role and route in the nested stack of its area', () => {
    const [parent, ...nested] = stacks;
    expect(functionsByDescription(parent!.template).size).toBeLessThan(routeList.length);
    for (const route of routeList) {
      const key = routeKey(route);
      const holders = nested.filter(({ template }) => functionsByDescription(template).has(key));
      expect(
        holders.map((h) => h.stack.node.id),
        key,
      ).toEqual([`${pascal(apiArea(route))}Routes`]);
      const { template } = holders[0]!;
      const { fn } = functionsByDescription(template).get(key)!;
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
    // and with a new route first in the table, in the area of the routes listed first.
    const app = new App({
      outdir: scratchDir(),
      context: { 'aws:cdk:bundling-stacks': [] },
    });
    const config = loadStageConfig('dev');
    const stack = new MarketplaceStack(app, 'Placement', config);
    const first = routeList[0]!;
    const added: RouteDef = { ...first, method: 'GET', path: '/api/zz-added-route' };
    const grown = new AppApi(stack, 'GrownApi', {
      config,
      resources: stack.resources,
      routes: [added, ...routeList],
    });
    const placement = (api: AppApi) =>
      routeList.map((route) => {
        const fn = api.functions.get(routeKey(route))!.fn;
        const cfn = fn.node.defaultChild as CfnResource;
        return [routeKey(route), Stack.of(fn).node.id, Stack.of(fn).getLogicalId(cfn)];
      });
    expect(placement(grown)).toEqual(placement(stack.api));
  });
});
