import * as z from 'zod';
import { allowedRoles, type RouteDef } from './route.js';
import { routeList } from './routes.js';

const errorSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['code', 'message'],
};

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function operation(route: RouteDef) {
  const roles = allowedRoles(route.access);
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    summary: route.summary,
    operationId: route.handler.replace(/\W+/g, '_'),
    'x-access': route.access === 'public' || route.access === 'signed-in' ? route.access : roles,
    // A public route that personalises takes a token if one is sent (`{}`: or none at all).
    security:
      route.access !== 'public'
        ? [{ cognitoIdToken: [] }]
        : route.personalises
          ? [{}, { cognitoIdToken: [] }]
          : [],
    parameters: params,
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body) } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Success',
        content: {
          [route.produces ?? 'application/json']: {
            schema: route.response ? jsonSchema(route.response) : {},
          },
        },
      },
      '400': {
        description: 'Invalid input',
        content: { 'application/json': { schema: errorSchema } },
      },
      ...(route.access === 'public'
        ? {}
        : { '401': { description: 'Not signed in' }, '403': { description: 'Wrong role' } }),
    },
  };
}

/** The OpenAPI 3.1 document, generated from the route table. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeList) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Caregiver marketplace API', version: '1.0.0' },
    components: {
      securitySchemes: { cognitoIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
