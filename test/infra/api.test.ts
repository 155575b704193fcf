import { describe, expect, it } from 'vitest';
import {
  apiIntegrationTimeoutSeconds,
  functionOfRoute,
  httpFunctions,
} from '../../lambdas/http/functions.js';
import { routeKey } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { apiFunctions, functionsByRoute, resourcesOf, synthStage } from './synth-stage.js';

const { template, config } = synthStage();
const routes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
const routeFor = (key: string) => routes.find((route) => route.Properties!.RouteKey === key);

describe('the HTTP API', { timeout: 60_000 }, () => {
  it('serves every route of the table by one function of its group, on nodejs24.x', () => {
    const functions = functionsByRoute(template);
    for (const route of routeList) {
      const found = functions.get(routeKey(route));
      expect(found, routeKey(route)).toBeDefined();
      const { profile } = functionOfRoute(route);
      expect(found!.fn.Properties, routeKey(route)).toMatchObject({
        Runtime: 'nodejs24.x',
        Handler: 'index.handler',
        Architectures: [profile.decodesImages ? 'x86_64' : 'arm64'],
        MemorySize: profile.memoryMB,
        Timeout: profile.timeoutSeconds,
        TracingConfig: { Mode: 'Active' },
      });
      // API Gateway gives up at 30 s: a function allowed longer would answer nobody.
      expect(found!.fn.Properties!.Timeout).toBeLessThan(apiIntegrationTimeoutSeconds);
    }
    // Photos are decoded where sharp's binaries run, with room for a 50 MP image.
    expect(functions.get('POST /api/profile/uploads/confirm')!.fn.Properties).toMatchObject({
      Architectures: ['x86_64'],
      MemorySize: 1024,
      Timeout: 20,
    });
    // Routes of one group share a function, and groups do not.
    const served = [...apiFunctions(template).values()].map((fn) => fn.routes.sort());
    expect(served.sort()).toEqual(httpFunctions.map((fn) => fn.routes.map(routeKey).sort()).sort());
  });

  it('routes exactly the table, each function through one integration', () => {
    expect(routes.map((r) => r.Properties!.RouteKey).sort()).toEqual(
      routeList.map(routeKey).sort(),
    );
    const targets = new Set(routes.map((r) => JSON.stringify(r.Properties!.Target)));
    expect(targets.size).toBe(httpFunctions.length);
    expect(Object.keys(resourcesOf(template, 'AWS::ApiGatewayV2::Integration'))).toHaveLength(
      httpFunctions.length,
    );
  });

  it('checks the Cognito JWT on every route that is not public, and on no public one', () => {
    const authorizers = Object.entries(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizers).toHaveLength(1);
    const [authorizerId, authorizer] = authorizers[0]!;
    for (const route of routeList) {
      const props = routeFor(routeKey(route))!.Properties!;
      if (route.access === 'public') {
        expect(props.AuthorizationType ?? 'NONE', routeKey(route)).toBe('NONE');
        expect(props.AuthorizerId, routeKey(route)).toBeUndefined();
      } else {
        expect(props.AuthorizationType, routeKey(route)).toBe('JWT');
        expect(props.AuthorizerId, routeKey(route)).toEqual({ Ref: authorizerId });
      }
    }
    expect(routeList.some((r) => r.access === 'public')).toBe(true);
    expect(routeList.some((r) => r.access !== 'public')).toBe(true);

    const jwt = authorizer.Properties!;
    expect(jwt.AuthorizerType).toBe('JWT');
    expect(jwt.IdentitySource).toEqual(['$request.header.Authorization']);
    const [poolId] = Object.keys(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const clientId = Object.keys(resourcesOf(template, 'AWS::Cognito::UserPoolClient')).find(
      (logicalId) => logicalId.includes('WebClient'),
    );
    expect(jwt.JwtConfiguration.Audience).toEqual([{ Ref: clientId }]);
    expect(JSON.stringify(jwt.JwtConfiguration.Issuer)).toContain(
      `https://cognito-idp.${config.region}.amazonaws.com/`,
    );
    expect(JSON.stringify(jwt.JwtConfiguration.Issuer)).toContain(`"Ref":"${poolId}"`);
  });

  it('gives the token settings to the public routes that personalise, and to no other', () => {
    // API Gateway checks no token on a public route: such a route verifies the caller's
    // optional token itself, against the same issuer and client as the authorizer.
    const [authorizer] = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer'));
    const { Issuer, Audience } = authorizer!.Properties!.JwtConfiguration;
    const functions = functionsByRoute(template);
    for (const route of routeList) {
      const env = functions.get(routeKey(route))!.fn.Properties!.Environment.Variables;
      // A function serving a personalising route checks tokens for all of them.
      if (!functionOfRoute(route).routes.some((other) => other.personalises)) {
        expect(env.JWT_ISSUER, routeKey(route)).toBeUndefined();
        continue;
      }
      expect(env.JWT_ISSUER, routeKey(route)).toEqual(Issuer);
      expect(env.USER_POOL_CLIENT_ID).toEqual(Audience[0]);
      const [separator, parts] = Issuer['Fn::Join'];
      expect(env.JWKS_URL).toEqual({
        'Fn::Join': [separator, [...parts, '/.well-known/jwks.json']],
      });
    }
    expect(routeList.some((route) => route.personalises)).toBe(true);
  });

  it('logs every request and throttles the stage', () => {
    const stages = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const stage = stages[0]!.Properties!;
    expect(stage.StageName).toBe('$default');
    expect(stage.AutoDeploy).toBe(true);
    expect(stage.AccessLogSettings.Format).toContain('$context.requestId');
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    expect(stage.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
  });
});
