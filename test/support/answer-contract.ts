import { routeList } from '../../lambdas/http/routes.js';
import type { RouteDef } from '../../lambdas/http/route.js';

/** Each route's path as a pattern: a {name} is one path segment. */
const patterns = routeList.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

const routeOf = (method: string, path: string): RouteDef | undefined => {
  const bare = path.split('?')[0] ?? path;
  return patterns.find(
    ({ route, pattern }) => route.method === method.toUpperCase() && pattern.test(bare),
  )?.route;
};

/**
 * Every successful answer a test receives is checked against its route's response schema, the
 * contract the SPA's client is typed by (lambdas/http/route-contract.ts): an answer that drifts
 * from it fails the test that saw it, whatever that test asserts.
 */
export function expectAnswerKeepsContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
): void {
  if (status < 200 || status >= 300 || status === 204) return;
  const route = routeOf(method, path);
  if (!route?.response) return;
  const checked = route.response.safeParse(body);
  if (!checked.success)
    throw new Error(
      `The answer of ${route.method} ${route.path} (${status}) breaks its response schema: ${checked.error.message}`,
    );
}
