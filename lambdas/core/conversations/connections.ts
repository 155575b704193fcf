import { db } from '../db/service.js';

/**
 * Whether a parent and a caregiver are connected: the parent contacted the caregiver, offered
 * them a job, or the caregiver applied to one of the parent's jobs. Read by keys only (a Get
 * and two Queries on the caregiver's own partition), and only when a conversation is opened.
 */
export async function isConnected(parentId: string, caregiverId: string) {
  const entities = db().entities;
  const mine = { pages: 'all', attributes: ['parent_id'] } as const;
  const [contact, offers, applications] = await Promise.all([
    entities.contact.get({ parent_id: parentId, caregiver_id: caregiverId }).go(),
    entities.offer.query
      .byCaregiver({ caregiver_id: caregiverId })
      .where(({ parent_id }, { eq }) => eq(parent_id, parentId))
      .go(mine),
    entities.application.query
      .byApplicant({ temp_id: caregiverId })
      .where(({ parent_id }, { eq }) => eq(parent_id, parentId))
      .go(mine),
  ]);
  return Boolean(contact.data) || offers.data.length > 0 || applications.data.length > 0;
}
