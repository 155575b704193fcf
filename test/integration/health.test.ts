import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';

describe('GET /api/health', () => {
  it('reports every stand-in as up', async () => {
    const { status, body } = await api('GET', '/api/health');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(Object.keys(body.services).sort()).toEqual([
      'database',
      'events',
      'identity',
      'mail',
      'uploads',
    ]);
    for (const state of Object.values(body.services) as { ok: boolean }[])
      expect(state.ok).toBe(true);
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route of the table', async () => {
    const { routeList } = await import('../../lambdas/http/routes.js');
    const { status, body } = await api('GET', '/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const route of routeList) {
      expect(
        body.paths[route.path]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
    const register = body.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'user_type',
    );
    expect(register.security).toEqual([]);
    expect(body.paths['/api/me'].get.security).toEqual([{ cognitoIdToken: [] }]);
    // A public route that personalises: a token is optional.
    expect(body.paths['/api/posts/{id}'].get.security).toEqual([{}, { cognitoIdToken: [] }]);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in JSON', async () => {
    const { status, body } = await api('GET', '/api/nope');
    expect(status).toBe(404);
    expect(body.message).toBe('No such API route');
  });
});
