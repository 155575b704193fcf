import { Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKey, type RouteDef } from '../lambdas/http/route.js';
import { routeList } from '../lambdas/http/routes.js';
import { acknowledge } from './acknowledge.js';
import { AppFunction, type AppResources } from './constructs/app-function.js';
import { pascal } from './names.js';
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
 * The HTTP API, built from lambdas/http/routes.ts: one Lambda per route with exactly the
 * grants of its `needs`, and API Gateway checking the Cognito JWT on every route that is not
 * public (roles are then checked by the handler from the token's groups).
 */
export class AppApi extends Construct {
  readonly api: HttpApi;
  /** Functions by route key ('GET /api/health'), for tests and wiring. */
  readonly functions = new Map<string, AppFunction>();

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
      throttle: { rateLimit: 50, burstLimit: 100 },
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
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, {
      jwtAudience: [auth.client.userPoolClientId],
    });

    for (const route of routes) {
      const id = `${pascal(route.method.toLowerCase())}${pascal(route.path)}`;
      const fn = new AppFunction(this, id, {
        entry: httpHandlerEntry(route.handler),
        description: routeKey(route),
        config,
      }).bind(route.needs, resources);
      if (route.handler.startsWith('system/client-config')) fn.bindClientConfig(auth);
      this.functions.set(routeKey(route), fn);

      const isPublic = route.access === 'public';
      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn.fn),
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic && httpRoute) {
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
