import type { z } from 'zod';
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

/** Harmless values that name no record, in the shapes ids take (a word, 32 hex digits). */
const probes = ['security-probe-0', '0'.repeat(32)];

/** A value for the path parameter that its schema takes: a probe, or a fixed choice (a kind). */
function probeFor(route: Pick<RouteDef, 'params'>, name: string): string {
  const field = (route.params as { shape?: Record<string, z.ZodType> } | undefined)?.shape?.[name];
  if (!field) return probes[0]!;
  const choices = (field as { options?: unknown[] }).options ?? [];
  const candidates = [...probes, ...choices.filter((one) => typeof one === 'string')];
  return candidates.find((value) => field.safeParse(value).success) ?? probes[0]!;
}

/** Each path parameter of the route with a harmless value that its schema takes. */
export const probeParams = (route: Pick<RouteDef, 'path' | 'params'>): Record<string, string> =>
  Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, probeFor(route, name!)]),
  );

/**
 * The route's path with every {param} filled with a harmless value that names no record and
 * that the route's path schema takes, so that what a test sends gets past the path.
 */
export const concretePath = (route: Pick<RouteDef, 'path' | 'params'>): string =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => probeFor(route, name));
