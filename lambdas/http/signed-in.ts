import type { Actor, UserActor } from '../core/actor.js';
import { unauthenticated } from '../core/errors.js';

/** Narrows the actor on routes whose access is not public (the wrapper already checked). */
export function signedIn(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw unauthenticated();
  return actor;
}
