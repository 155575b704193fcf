import type { Need } from '../ports/needs.js';
import { routeKey, type Access, type RouteDef } from './route.js';
import { routeList } from './routes.js';

/**
 * Which Lambda function serves each route, derived from the route table alone: one function per
 * route area and privilege level, not one per route (docs/decisions/deploying-and-aws.md, "Shape").
 * The CDK API (infra/api.ts), the bundler (infra/constructs/lambda-bundling.ts), the local router,
 * the tests and the bench all read this grouping, so every runtime runs the same function code.
 *
 * A route's function depends on nothing but the route itself (its privilege, its area, for a
 * public route its method and privileged needs), so adding a route never moves another one.
 */

/** How a function runs in AWS. The local runtime gives a request the same time budget. */
export interface FunctionProfile {
  /** Lambda's timeout; the request deadline is derived from it (lambdas/http/unavailable.ts). */
  timeoutSeconds: number;
  memoryMB: number;
  /** Decodes images with sharp: x86_64, where the binaries it carries run (lambda-bundling.ts). */
  decodesImages: boolean;
}

export const functionProfiles = {
  standard: { timeoutSeconds: 10, memoryMB: 512, decodesImages: false },
  // A 50 MP photo needs the memory, and Lambda gives CPU in proportion to memory. Well under
  // API Gateway HTTP API's 30 s integration timeout (apiIntegrationTimeoutSeconds).
  images: { timeoutSeconds: 20, memoryMB: 1024, decodesImages: true },
} as const satisfies Record<string, FunctionProfile>;

/** API Gateway HTTP API waits at most 30 s for an integration, a quota that cannot be raised. */
export const apiIntegrationTimeoutSeconds = 30;

/** Who may call every route of a function. */
export type Privilege = 'public' | 'signed-in' | 'admin';

const adminRoles: readonly string[] = ['admin', 'super_admin'];

/** A route open to any non-admin role is a signed-in route: its callers are ordinary users. */
export const privilegeOf = (access: Access): Privilege =>
  access === 'public' || access === 'signed-in'
    ? access
    : access.every((role) => adminRoles.includes(role))
      ? 'admin'
      : 'signed-in';

/**
 * Needs whose grants change who someone is or what files exist (Cognito admin calls, upload
 * writes), however finely they are split ('identity', 'identity:admin', 'storage:write'...).
 * A public function holds one only when each of its routes declares it (publicGroup).
 */
export const isPrivilegedNeed = (need: Need): boolean => /^(identity|storage)\b/.test(need);

/** The area of a route: the first folder of its handler ('payments/checkout' -> 'payments'). */
export const routeArea = (route: Pick<RouteDef, 'handler'>): string => {
  const [area] = route.handler.split('/');
  if (!area || area === route.handler)
    throw new Error(`handler ${route.handler} is not in an area folder (area/name)`);
  return area;
};

/**
 * Signed-in areas that share a function: areas a user moves between in one visit, so one warm
 * function answers them. An area not listed gets a function of its own, named after it.
 */
const signedInClusters: Readonly<Record<string, string>> = {
  account: 'account',
  sms: 'account',
  'phone-accounts': 'account',
  referrals: 'account',
  commissions: 'account',
  // Money a person pays or receives: the wage routes hold the payments secret as checkout does.
  wages: 'payments',
  personality: 'account',
  jobs: 'hiring',
  applications: 'hiring',
  offers: 'hiring',
  agreements: 'hiring',
  contacts: 'hiring',
  reviews: 'hiring',
  'trial-days': 'hiring',
  'meal-orders': 'meals',
  inbox: 'messages',
  conversations: 'messages',
  reports: 'messages',
};

/** Handlers with a function of their own, because they need another runtime profile. */
const ownFunctions: Readonly<
  Record<string, { name: string; profile: keyof typeof functionProfiles }>
> = {
  // Decode and re-encode photos with sharp (native, x86_64, 1 GB, 20 s): a profile's photo,
  // and a community post's, re-encoded when the post is written or edited.
  'profiles/confirm-upload': { name: 'photo-confirm', profile: 'images' },
  'community/create-post': { name: 'photo-confirm', profile: 'images' },
  'community/edit-post': { name: 'photo-confirm', profile: 'images' },
};

/**
 * Public routes group by what they may do, never with a signed-in or admin route: sign-in and
 * account recovery (identity), reads, and writes (webhook, contact form, page-view beacon); a
 * privileged need of the route (other than the identity of 'auth') splits its group further,
 * so no public route is granted identity or storage it does not itself declare.
 */
function publicGroup(route: RouteDef): string {
  const privileged = route.needs.filter(isPrivilegedNeed);
  const kind = privileged.some((need) => need.startsWith('identity'))
    ? 'auth'
    : route.method === 'GET'
      ? 'read'
      : 'write';
  const extra = privileged.filter((need) => !(kind === 'auth' && need.startsWith('identity')));
  return ['public', kind, ...[...new Set(extra)].sort()].join('-').replace(/[^a-z0-9-]/g, '-');
}

/** The name of the function that serves a route. */
export function functionNameOf(route: RouteDef): string {
  const own = ownFunctions[route.handler];
  if (own) return own.name;
  const privilege = privilegeOf(route.access);
  if (privilege === 'public') return publicGroup(route);
  if (privilege === 'admin') return 'admin';
  const area = routeArea(route);
  return signedInClusters[area] ?? area;
}

export interface HttpFunction {
  /** kebab-case, unique: 'public-read', 'hiring', 'photo-confirm'. */
  name: string;
  privilege: Privilege;
  profile: FunctionProfile;
  /** In the route table's order. */
  routes: readonly RouteDef[];
  /** Every need of its routes: the function's grants and settings (app-function.ts `bind`). */
  needs: readonly Need[];
}

/** The functions of a route table, in the order of their first route. */
export function groupRoutes(routes: readonly RouteDef[]): HttpFunction[] {
  const byName = new Map<string, RouteDef[]>();
  for (const route of routes) {
    const name = functionNameOf(route);
    byName.set(name, [...(byName.get(name) ?? []), route]);
  }
  return [...byName].map(([name, members]) => {
    const privileges = new Set(members.map((route) => privilegeOf(route.access)));
    if (privileges.size !== 1)
      throw new Error(`function ${name} mixes privileges: ${[...privileges].join(', ')}`);
    const own = Object.values(ownFunctions).find((fn) => fn.name === name);
    return {
      name,
      privilege: [...privileges][0]!,
      profile: functionProfiles[own?.profile ?? 'standard'],
      routes: members,
      needs: [...new Set(members.flatMap((route) => route.needs))],
    };
  });
}

/** The functions of the API, from THE route table. */
export const httpFunctions: readonly HttpFunction[] = groupRoutes(routeList);

/** A function by name; throws for a name no route has. */
export function httpFunction(name: string): HttpFunction {
  const found = httpFunctions.find((fn) => fn.name === name);
  if (!found) throw new Error(`no HTTP function ${name} (lambdas/http/functions.ts)`);
  return found;
}

/** The function of a route of the table. */
export const functionOfRoute = (route: Pick<RouteDef, 'method' | 'path'>): HttpFunction => {
  const key = routeKey(route);
  const found = httpFunctions.find((fn) => fn.routes.some((r) => routeKey(r) === key));
  if (!found) throw new Error(`${key} is not in the route table`);
  return found;
};
