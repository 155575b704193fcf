import { NestedStack, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
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
import { groupRoutes, type HttpFunction } from '../lambdas/http/functions.js';
import { routeKey, type RouteDef } from '../lambdas/http/route.js';
import { routeList } from '../lambdas/http/routes.js';
import { acknowledge } from './acknowledge.js';
import type { AppAuth } from './auth.js';
import { AppFunction } from './constructs/app-function.js';
import type { AppResources } from './constructs/app-resources.js';
import { httpFunctionEntry } from './constructs/function-entries.js';
import { pascal } from './names.js';
import { AppOriginVerify } from './origin-verify.js';
import { defaultRouteThrottle, routeThrottles } from './throttling.js';
import type { StageConfig } from './stage-config.js';

export interface AppApiProps {
  config: StageConfig;
  /** The pool as its class: the JWT authorizer also reads its sign-in clients. */
  resources: AppResources & { auth: AppAuth };
  routes?: readonly RouteDef[];
}

const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    // CloudFront's edge, not the viewer: HTTP API access logs can log no request header. The
    // viewer's address is on the function's log lines (callerAddress) and in CloudFront's log.
    edgeIp: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    bytes: '$context.responseLength',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * The HTTP API, built from lambdas/http/routes.ts: one Lambda per route area and privilege
 * (lambdas/http/functions.ts) with exactly the grants of its routes' `needs`, dispatching by
 * route key, and API Gateway checking the Cognito JWT on every route that is not public (roles
 * are then checked by the handler from the token's groups).
 *
 * The API itself, its stage, access logs and JWT authorizer are in the parent stack; each
 * function, with its role, log group, routes, integration and invoke permissions, is in a
 * nested stack of its own, which keeps the parent far below CloudFormation's 500 resources per
 * stack however many routes come (docs/decisions/deploying-and-aws.md, "Each API area's routes
 * are in a nested stack of their own").
 */
export class AppApi extends Construct {
  readonly api: HttpApi;
  /** Functions by route key ('GET /api/health'), for tests and wiring. */
  readonly functions = new Map<string, AppFunction>();
  /** The nested stack of each function ('public-read'), holding it and its routes. */
  readonly stacks = new Map<string, NestedStack>();
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
    const stage = this.api.addStage('Stage', {
      stageName: '$default',
      autoDeploy: true,
      // Every route has its own limit below; this one only covers a route key none names.
      throttle: defaultRouteThrottle,
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
    // Created here, once, in the parent stack (the same construct path and logical id as
    // HttpJwtAuthorizer gave it); routes in the nested stacks refer to it by id.
    const jwtAuthorizer = new HttpAuthorizer(this.api, 'CognitoJwt', {
      httpApi: this.api,
      type: HttpAuthorizerType.JWT,
      authorizerName: 'CognitoJwt',
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: auth.issuer,
      jwtAudience: auth.signInClientIds,
    });
    const authorizer: IHttpRouteAuthorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(
      this,
      'CognitoJwtRef',
      { authorizerId: jwtAuthorizer.authorizerId, authorizerType: HttpAuthorizerType.JWT },
    );

    const originVerify = new AppOriginVerify(this, 'OriginVerify', config);
    this.originHeaders = originVerify.headers;

    for (const group of groupRoutes(routes))
      this.addFunction(group, config, resources, authorizer, originVerify);

    // A limit per route, by kind (infra/throttling.ts). API Gateway refuses route settings for
    // a route key that does not exist yet, so the stage waits for the functions' stacks.
    const cfnStage = stage.node.defaultChild as CfnStage;
    // RouteSettings is plain JSON to CDK: its keys go to CloudFormation as written.
    cfnStage.routeSettings = Object.fromEntries(
      Object.entries(routeThrottles(routes)).map(([key, limit]) => [
        key,
        { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
      ]),
    );
    for (const nested of this.stacks.values()) stage.node.addDependency(nested);
  }

  /** One function, in its own nested stack, and the routes it serves. */
  private addFunction(
    group: HttpFunction,
    config: StageConfig,
    resources: AppResources,
    authorizer: IHttpRouteAuthorizer,
    originVerify: AppOriginVerify,
  ): void {
    const scope = new NestedStack(this, `${pascal(group.name)}Routes`, {
      description: `Caregiver marketplace API: the ${group.name} function and its routes`,
    });
    this.stacks.set(group.name, scope);
    // Named after the function: logical ids are per stack, and tests merge the nested stacks.
    const fn = new AppFunction(scope, pascal(group.name), {
      entry: httpFunctionEntry(group),
      description: `API ${group.name} (${group.privilege}, ${group.routes.length} routes)`,
      config,
      profile: group.profile,
    })
      .bind(group.needs, resources)
      .bindOriginVerify(originVerify);
    if (group.routes.some((route) => route.handler.startsWith('system/client-config')))
      fn.bindClientConfig(resources.auth);
    // Public routes that personalise for a signed-in caller check the optional token themselves.
    if (group.routes.some((route) => route.personalises)) fn.bindOptionalSignIn(resources.auth);
    // One integration for the function; each route adds its own invoke permission.
    const integration = new HttpLambdaIntegration('Integration', fn.fn);
    for (const route of group.routes) {
      this.functions.set(routeKey(route), fn);
      const isPublic = route.access === 'public';
      const httpRoute = new HttpRoute(
        scope,
        `${pascal(route.method.toLowerCase())}${pascal(route.path)}Route`,
        {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration,
          authorizer: isPublic ? undefined : authorizer,
        },
      );
      if (isPublic) {
        acknowledge(
          httpRoute,
          'APIG4',
          `${routeKey(route)} is public in the route table by design; API Gateway checks no token there and the handler treats the caller as anonymous.`,
        );
      }
    }
  }

  /** Host name of the API for CloudFront's /api/* origin. */
  get originDomain(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
