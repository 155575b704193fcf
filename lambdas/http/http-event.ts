import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';

/**
 * What API Gateway hands an HTTP function and what it answers. Apart from http-handler.ts, so
 * the steps it runs (parse-input.ts, keyed-requests.ts) name them without importing it back.
 */
export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;
