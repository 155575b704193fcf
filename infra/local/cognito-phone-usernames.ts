import { randomUUID } from 'node:crypto';
import errors from 'cognito-local/lib/errors.js';
import type { Attribute, Target } from './cognito-local-types.js';

/**
 * A phone number as the user name of SignUp and AdminCreateUser, in a pool whose sign-in names
 * (UsernameAttributes) include phone_number, as in AWS: the user gets a UUID user name (its
 * `sub`) and the number as its phone_number. cognito-local (5.3) refuses any user name without
 * an '@' once `email` is a sign-in name ("Username should be an email."), so this wrapper hands
 * such a call to cognito-local as a pool that signs in by phone number alone would take it,
 * with the UUID as the user name. Everything else about the call (triggers, confirmation,
 * status) stays cognito-local's own.
 */

type Route = (target: string) => Target;
interface PoolOptions {
  UsernameAttributes?: string[];
}
interface Pool {
  options: PoolOptions;
  getUserByUsername(ctx: unknown, name: string): Promise<unknown>;
}
interface Pools {
  getUserPool(ctx: unknown, id: string): Promise<Pool>;
  getUserPoolForClientId(ctx: unknown, clientId: string): Promise<Pool>;
}

/** E.164, the form Cognito stores phone numbers in. */
const phoneNumber = /^\+[1-9]\d{6,14}$/;

/** The pool as one that signs in by phone number only: the same store, other options. */
const phoneOnly = <P extends Pool>(pool: P): P =>
  new Proxy(pool, {
    get: (target, key) =>
      key === 'options'
        ? { ...target.options, UsernameAttributes: ['phone_number'] }
        : Reflect.get(target, key, target),
  });

const phoneOnlyPools = <S extends Pools>(pools: S): S =>
  new Proxy(pools, {
    get: (target, key) => {
      if (key === 'getUserPool')
        return async (ctx: unknown, id: string) => phoneOnly(await target.getUserPool(ctx, id));
      if (key === 'getUserPoolForClientId')
        return async (ctx: unknown, clientId: string) =>
          phoneOnly(await target.getUserPoolForClientId(ctx, clientId));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

export function phoneUsernames<S extends { cognito: Pools }>(
  route: Route,
  services: S,
  makeRoute: (services: S) => Route,
): Route {
  const phoneRoute = makeRoute({ ...services, cognito: phoneOnlyPools(services.cognito) });
  return (target) => {
    const run = route(target);
    if (target !== 'SignUp' && target !== 'AdminCreateUser') return run;
    const asPhone = phoneRoute(target);
    return async (ctx, req) => {
      const name = String(req.Username ?? '');
      const pool =
        target === 'SignUp'
          ? await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId))
          : await services.cognito.getUserPool(ctx, String(req.UserPoolId));
      if (!phoneNumber.test(name) || !pool.options.UsernameAttributes?.includes('phone_number'))
        return run(ctx, req);
      // A sign-in name belongs to one user (cognito-local finds users by it).
      if (await pool.getUserByUsername(ctx, name))
        throw new errors.CognitoError(
          'UsernameExistsException',
          'An account with the given phone_number already exists.',
        );
      const sub = randomUUID();
      const others = ((req.UserAttributes ?? []) as Attribute[]).filter(
        (a) => a.Name !== 'sub' && a.Name !== 'phone_number',
      );
      const answer = (await asPhone(ctx, {
        ...req,
        Username: sub,
        UserAttributes: [
          { Name: 'sub', Value: sub },
          { Name: 'phone_number', Value: name },
          ...others,
        ],
      })) as Record<string, unknown>;
      // cognito-local's SignUp answers a sub of its own making, not the user's.
      return target === 'SignUp' ? { ...answer, UserSub: sub } : answer;
    };
  };
}
