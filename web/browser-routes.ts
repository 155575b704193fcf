import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** A module of route definitions: lambdas/http/routes/<area>.ts (the `@http/routes` alias). */
const routeModule = /[\\/]lambdas[\\/]http[\\/]routes[\\/][\w-]+\.ts$/;

/** What the SPA's client reads of a route (web/src/lib/call-route.ts). */
const readByTheClient = [
  'method',
  'path',
  'access',
  'keptOffline',
  'personalises',
  'produces',
] as const;

type Definitions = Record<string, Record<string, Record<string, unknown>>>;

const isRouteGroup = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (route) => typeof route === 'object' && route !== null && 'method' in route && 'path' in route,
  );

/**
 * The SPA calls each route by its definition (call-route.ts), but the browser needs only where
 * it is and how to call it: this loads a route module in Node at build time and hands the
 * browser those fields alone. Its zod schemas, which type the calls, then stay out of the pages
 * that merely call a route (a form's page bundles the schema it validates with anyway), and so
 * do the summaries, handler names and grants the server reads. TypeScript still reads the
 * module itself, so the types are the full definitions'.
 */
export function browserRoutes(): Plugin {
  return {
    name: 'browser-routes',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? '';
      if (!routeModule.test(file)) return null;
      const definitions = (await tsImport(file, import.meta.url)) as Definitions;
      // The route groups only (`jobsRoutes`): a schema exported beside them is the server's.
      const groups = Object.entries(definitions).filter(([, value]) => isRouteGroup(value));
      const exported = groups.map(([name, routes]) => {
        const slim = Object.fromEntries(
          Object.entries(routes).map(([key, route]) => [
            key,
            Object.fromEntries(
              readByTheClient.flatMap((field) => (field in route ? [[field, route[field]]] : [])),
            ),
          ]),
        );
        return `export const ${name} = ${JSON.stringify(slim)};`;
      });
      return { code: exported.join('\n'), map: null };
    },
  };
}
