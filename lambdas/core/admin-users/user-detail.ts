import type { Identity } from '../ports/identity.js';
import type { Storage } from '../ports/storage.js';
import { db } from '../db/service.js';
import { notFound } from '../errors.js';
import { viewOf } from '../payments/orders.js';
import { documentKindNames, documentKinds } from '../profiles/document-kinds.js';
import { suspensionOf } from '../moderation/suspensions.js';
import { reportsAboutUser } from '../reports/admin-reports.js';
import { reportsBy } from '../reports/reports.js';
import { users } from '../users/users.js';

/** Private document links an admin opens from the user page live this long. */
const DOCUMENT_LINK_SECONDS = 300;

/** The suspension marker with the suspending admin's e-mail, for the user page. */
async function suspensionView(uid: string) {
  const marker = await suspensionOf(uid);
  if (!marker) return null;
  const by = await users.get(marker.by);
  return {
    by: marker.by,
    byEmail: by?.email ?? null,
    at: marker.at,
    reason: marker.reason ?? null,
  };
}

/**
 * One user as an admin sees it: the whole record, roles, private links, orders, the reports they
 * made and those about them, and their suspension.
 */
export async function adminUser(
  ports: { identity: Pick<Identity, 'groupsOf'>; storage: Pick<Storage, 'signedLink'> },
  uid: string,
) {
  const profile = await users.get(uid);
  if (!profile) throw notFound('Account not found');
  const documents: Record<string, string> = {};
  for (const kind of documentKindNames) {
    const key = profile[documentKinds[kind].field];
    if (key) documents[kind] = await ports.storage.signedLink(key, DOCUMENT_LINK_SECONDS);
  }
  const orders = await db().entities.order.query.byUser({ uid }).go({ order: 'desc', limit: 15 });
  return {
    profile,
    groups: await ports.identity.groupsOf(uid).catch(() => []),
    documents,
    orders: orders.data.map(viewOf),
    ordersCursor: orders.cursor ?? null,
    reportsMade: (await reportsBy(uid)).slice(0, 15),
    reportsAbout: await reportsAboutUser(uid),
    suspension: await suspensionView(uid),
  };
}
