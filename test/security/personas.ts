import type { Role } from '../../lambdas/core/actor.js';
import type { Access, RouteDef } from '../../lambdas/http/route.js';
import { DEMO_PASSWORD, signIn, type Tokens } from '../support/accounts.js';

/** The seeded demo accounts and the Cognito groups each must carry (the roles). */
export const personas = {
  parent: { email: 'parent@demo.test', groups: ['parent'] },
  caregiver: { email: 'caregiver@demo.test', groups: ['childcarer'] },
  cook: { email: 'cook@demo.test', groups: ['cook'] },
  // The demo institution is also an accredited affiliate (its referrals earn 10 percent).
  institution: { email: 'institution@demo.test', groups: ['institution', 'accredited'] },
  admin: { email: 'admin@demo.test', groups: ['admin', 'super_admin'] },
} as const satisfies Record<string, { email: string; groups: readonly Role[] }>;

export type PersonaName = keyof typeof personas;
export type Caller = PersonaName | 'anonymous';
export const personaNames = Object.keys(personas) as PersonaName[];
export const callers: Caller[] = ['anonymous', ...personaNames];

/** Signs every persona in once (ID and access tokens). */
export async function signInPersonas(): Promise<Record<PersonaName, Tokens>> {
  const entries = await Promise.all(
    personaNames.map(async (name) => [name, await signIn(personas[name].email, DEMO_PASSWORD)]),
  );
  return Object.fromEntries(entries) as Record<PersonaName, Tokens>;
}

/** What the declared access promises a caller: let through, or exactly this refusal. */
export function expectedFor(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'signed-in') return 'allowed';
  const groups: readonly Role[] = personas[caller].groups;
  return access.some((role) => groups.includes(role)) ? 'allowed' : 403;
}

/** A caller the route lets through (anonymous for public routes), if any persona is one. */
export const allowedCaller = (route: RouteDef): Caller | undefined =>
  callers.find((caller) => expectedFor(route.access, caller) === 'allowed');

/** The route's path with every {param} filled with a harmless value that names no record. */
export const concretePath = (route: Pick<RouteDef, 'path'>): string =>
  route.path.replace(/\{\w+\}/g, 'security-probe-0');
