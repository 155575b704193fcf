import { users } from '../users/users.js';

const typeNames: Record<string, string> = {
  parent: 'A parent',
  childcarer: 'A caregiver',
  cook: 'A cook',
  institution: 'An institution',
};

/**
 * The name shown beside what a user writes: their full name, else their username, else what
 * kind of member they are. Kept on the post or comment when written (a name change later does
 * not rewrite old posts), so a page of comments needs no lookups.
 */
export async function authorName(uid: string): Promise<string> {
  const user = await users.get(uid);
  return user?.fullname?.trim() || user?.username || typeNames[user?.user_type ?? ''] || 'A member';
}
