import { NestedStack, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKey, type RouteDef } from '../lambdas/http/route.js';
import { routeList } from '../lambdas/http/routes.js';
import { acknowledge } from './acknowledge.js';
import { AppFunction, type AppResources } from './constructs/app-function.js';
import { pascal } from './names.js';
import { AppOriginVerify } from './origin-verify.js';
import { httpHandlerEntry } from './project-paths.js';
import type { StageConfig } from './stage-config.js';

export interface AppApiProps {
  config: StageConfig;
  resources: AppResources;
  routes?: readonly RouteDef[];
}

const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    bytes: '$context.responseLength',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * Default throttling of every route of the stage (API Gateway's token bucket, per stage, all
 * callers together): a ceiling against floods and runaway clients far above launch traffic
 * (a busy hour is a few requests a second) and well below the account's 10,000 rps, so one
 * stage cannot starve another or run up the bill. Per-user limits are the app's own
 * (lambdas/core/rate-limits). Raise it here when real traffic nears it (docs/operations.md).
 */
export const apiThrottle = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * The area of a route: the first folder of its handler ('payments/checkout' -> 'payments').
 * It decides the nested stack of the route's resources, so it must depend on nothing but the
 * route itself: adding or removing a route never moves another one to a different stack.
 */
export const apiArea = (route: Pick<RouteDef, 'handler'>): string => {
  const [area] = route.handler.split('/');
  if (!area || area === route.handler)
    throw new Error(`handler ${route.handler} is not in an area folder (area/name)`);
  return area;
};

/**
 * The HTTP API, built from lambdas/http/routes.ts: one Lambda per route with exactly the
 * grants of its `needs`, and API Gateway checking the Cognito JWT on every route that is not
 * public (roles are then checked by the handler from the token's groups).
 *
 * The API itself, its stage, access logs and JWT authorizer are in the parent stack; each
 * route's function, role, log group, route, integration and invoke permission are in a nested
 * stack of its area (`apiArea`), which keeps the parent far below CloudFormation's 500
 * resources per stack however many routes come (docs/decisions.md).
 */
export class AppApi extends Construct {
  readonly api: HttpApi;
  /** Functions by route key ('GET /api/health'), for tests and wiring. */
  readonly functions = new Map<string, AppFunction>();
  /** The nested stack of each area ('payments'), holding that area's routes. */
  readonly areas = new Map<string, NestedStack>();
  /** What CloudFront adds to every request to this API: its origin secret (origin-verify.ts). */
  readonly originHeaders: Record<string, string>;

  constructor(
    scope: Construct,
    id: string,
    { config, resources, routes = routeList }: AppApiProps,
  ) {
    super(scope, id);
    const { auth } = resources;
    this.api = new HttpApi(this, 'Http', { createDefaultStage: false });
    this.api.addStage('Stage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', {
            retention: config.retain ? RetentionDays.SIX_MONTHS : RetentionDays.ONE_MONTH,
            removalPolicy: config.removalPolicy,
          }),
        ),
        format: accessLogFormat,
      },
    });
    const issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${auth.userPool.userPoolId}`;
    // Created here, once, in the parent stack (the same construct path and logical id as
    // HttpJwtAuthorizer gave it); routes in the nested stacks refer to it by id.
    const jwtAuthorizer = new HttpAuthorizer(this.api, 'CognitoJwt', {
      httpApi: this.api,
      type: HttpAuthorizerType.JWT,
      authorizerName: 'CognitoJwt',
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: issuer,
      jwtAudience: [auth.client.userPoolClientId],
    });
    const authorizer: IHttpRouteAuthorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(
      this,
      'CognitoJwtRef',
      { authorizerId: jwtAuthorizer.authorizerId, authorizerType: HttpAuthorizerType.JWT },
    );

    const originVerify = new AppOriginVerify(this, 'OriginVerify', config);
    this.originHeaders = originVerify.headers;

    for (const route of routes) {
      const scope = this.areaStack(apiArea(route));
      const id = `${pascal(route.method.toLowerCase())}${pascal(route.path)}`;
      const fn = new AppFunction(scope, id, {
        entry: httpHandlerEntry(route.handler),
        description: routeKey(route),
        config,
      })
        .bind(route.needs, resources)
        .bindOriginVerify(originVerify);
      if (route.handler.startsWith('system/client-config')) fn.bindClientConfig(auth);
      this.functions.set(routeKey(route), fn);

      const isPublic = route.access === 'public';
      // Route, integration and invoke permission are created under the route, in the nested
      // stack; only the API's and the authorizer's ids come from the parent (as parameters).
      const httpRoute = new HttpRoute(scope, `${id}Route`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration('Integration', fn.fn),
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        acknowledge(
          httpRoute,
          'APIG4',
          `${routeKey(route)} is public in the route table by design; API Gateway checks no token there and the handler treats the caller as anonymous.`,
        );
      }
    }
  }

  /** The nested stack of one area, made on its first route ('payments' -> Api/PaymentsRoutes). */
  private areaStack(area: string): NestedStack {
    let stack = this.areas.get(area);
    if (!stack) {
      stack = new NestedStack(this, `${pascal(area)}Routes`, {
        description: `Caregiver marketplace API routes: ${area}`,
      });
      this.areas.set(area, stack);
    }
    return stack;
  }

  /** Host name of the API for CloudFront's /api/* origin. */
  get originDomain(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
