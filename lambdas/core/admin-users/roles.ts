import { hasRole, type UserActor } from '../actor.js';
import type { Identity } from '../ports/identity.js';
import { forbidden, notFound } from '../errors.js';
import { accredit, unaccredit } from '../referrals/affiliates.js';
import { endSessions } from '../sessions/session-fence.js';
import { users } from '../users/users.js';
import type { RolesInput } from './role-schemas.js';
import { countedRole } from './super-admins.js';

export type RolePorts = Pick<
  Identity,
  'find' | 'groupsOf' | 'addToGroup' | 'removeFromGroup' | 'signOutEverywhere'
>;

export const onlySuperAdmin = 'Only a super admin may grant or remove admin or super admin.';
export const rolesSaved =
  'Roles saved. That user has been signed out everywhere; their new roles apply when they sign in again.';

/**
 * The admin role form: sets the Cognito groups super_admin, admin and accredited of the user
 * with that e-mail. Only a super_admin changes admin or super_admin; an admin may change
 * accredited. super_admin membership is also counted (super-admins.ts), so the last one cannot
 * be removed, and the count is changed before Cognito so a refusal leaves nothing changed.
 * A user's token carries its groups, so any change ends their sessions (a role taken away must
 * not live on in a kept token): they sign in again and their next token carries the new roles.
 */
export async function setRoles(ports: RolePorts, actor: UserActor, input: RolesInput, now: number) {
  const target = await ports.find(input.email);
  if (!target) throw notFound('No account uses that e-mail address');
  const { uid } = target;
  const groups = new Set(await ports.groupsOf(uid));
  const changes = {
    super_admin: input.super_admin !== groups.has('super_admin'),
    admin: input.admin !== groups.has('admin'),
    accredited: input.accredited !== groups.has('accredited'),
  };
  if ((changes.super_admin || changes.admin) && !hasRole(actor, 'super_admin')) {
    throw forbidden(onlySuperAdmin);
  }
  if (changes.super_admin) {
    if (input.super_admin) {
      await countedRole.add(uid, now);
      await ports.addToGroup(uid, 'super_admin');
    } else {
      await countedRole.remove(uid);
      await ports.removeFromGroup(uid, 'super_admin');
    }
  }
  if (changes.admin) {
    if (input.admin) await ports.addToGroup(uid, 'admin');
    else await ports.removeFromGroup(uid, 'admin');
  }
  // Staff are in no report-card total (stats.ts): the record's mirror follows the groups.
  const staff = input.admin || input.super_admin;
  if (staff !== (groups.has('admin') || groups.has('super_admin'))) {
    await users.setAccountFields(uid, { staff }, now);
  }
  if (changes.accredited) {
    if (input.accredited) await accredit(ports, uid, now);
    else await unaccredit(ports, uid, now);
  }
  // After the groups changed: a sign-in in between would carry the old ones past the fence.
  if (changes.super_admin || changes.admin || changes.accredited) {
    await endSessions(ports, uid, now);
  }
  return {
    message: rolesSaved,
    uid,
    email: target.email || input.email,
    super_admin: input.super_admin,
    admin: input.admin,
    accredited: input.accredited,
  };
}
