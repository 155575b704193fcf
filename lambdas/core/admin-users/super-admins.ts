import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict } from '../errors.js';

export const lastSuperAdmin =
  'The last super admin cannot be removed. Make another user super admin first.';

/**
 * The exact count of a counted role (super_admin). A member item and the count change in one
 * conditional transaction: adding is idempotent (the member item must not exist), removing is
 * refused while the count would fall below one. Two admins removing each other at once cannot
 * both succeed: their transactions touch the same count item and DynamoDB serialises them.
 * `role` is a parameter so that tests can exercise the rule on a count of their own.
 */
export const countedRole = {
  /** Adds the member; answers whether it was new. */
  async add(uid: string, now: number, role = 'super_admin'): Promise<boolean> {
    const codes = await transact(({ roleMember, roleCount }) => [
      roleMember.create({ role, uid, since: now }).commit(),
      roleCount.upsert({ role }).add({ count: 1 }).commit(),
    ]);
    return codes === null;
  },

  /** Removes the member unless it is the last one (409); answers whether it was a member. */
  async remove(uid: string, role = 'super_admin'): Promise<boolean> {
    const codes = await transact(({ roleMember, roleCount }) => [
      roleMember
        .delete({ role, uid })
        .where((attr, { exists }) => exists(attr.uid))
        .commit(),
      roleCount
        .patch({ role })
        .add({ count: -1 })
        .where((attr, { gt }) => gt(attr.count, 1))
        .commit(),
    ]);
    if (!codes) return true;
    if (failedAt(codes, 0)) return false;
    throw conflict(lastSuperAdmin);
  },

  async count(role = 'super_admin'): Promise<number> {
    const { data } = await db().entities.roleCount.get({ role }).go();
    return data?.count ?? 0;
  },

  async has(uid: string, role = 'super_admin'): Promise<boolean> {
    const { data } = await db().entities.roleMember.get({ role, uid }).go();
    return Boolean(data);
  },
};
