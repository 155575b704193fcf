import { db } from '../db/service.js';
import { refreshCaregiverCards } from './caregiver-cards.js';

const caregiverTypes = ['childcarer', 'cook'] as const;

/**
 * The migration after a change of the card layout (docs/decisions/search.md, "Language in the
 * caregiver card key" and "Cooks in search"): rewrites the cards of every caregiver and cook from
 * their record, a page of users by type at a time (a Query, not a Scan). Idempotent; a profile
 * saved meanwhile rewrites its own cards anyway. Answers how many users it looked at.
 */
export async function rebuildCaregiverCards(now: number): Promise<number> {
  let seen = 0;
  for (const user_type of caregiverTypes) {
    let cursor: string | null = null;
    do {
      const page: { data: { uid: string }[]; cursor: string | null } = await db()
        .entities.user.query.byType({ user_type })
        .go({ cursor, limit: 100, attributes: ['uid'] });
      for (const { uid } of page.data) await refreshCaregiverCards(uid, now);
      seen += page.data.length;
      cursor = page.cursor;
    } while (cursor);
  }
  return seen;
}

/**
 * Whether a live caregiver who lists a language has cards of an older layout: without the
 * cards of their languages (before language became a key) or of their kind (before a search
 * could ask for cooks, docs/decisions/search.md "Cooks in search"). One Query of their cards.
 */
export async function cardsPredateLayout(uid: string): Promise<boolean> {
  const { data } = await db().entities.caregiverCard.query.byUser({ uid }).go({ pages: 'all' });
  const has = (part: string) => data.some((card) => card.positionKey.includes(part));
  return data.length > 0 && !(has('~') && has(':'));
}
