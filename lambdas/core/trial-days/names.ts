import { nameOf } from '../conversations/views.js';
import { db } from '../db/service.js';

interface HireIds {
  post_id: string;
  caregiver_id: string;
}

/**
 * The names the two people of hires go by: the family by the contact name its job is signed
 * with (parents keep no profile name), the caregiver by their profile's name. Two batch reads,
 * whatever the number of hires.
 */
export async function hireNames(hires: readonly HireIds[]) {
  const entities = db().entities;
  const posts = [...new Set(hires.map((h) => h.post_id))].map((post_id) => ({ post_id }));
  const uids = [...new Set(hires.map((h) => h.caregiver_id))].map((uid) => ({ uid }));
  const [jobs, people] = hires.length
    ? await Promise.all([
        entities.job.get(posts).go({ attributes: ['post_id', 'contact'] }),
        entities.user.get(uids).go({ attributes: ['uid', 'fullname', 'username', 'user_type'] }),
      ])
    : [{ data: [] }, { data: [] }];
  const contacts = new Map(jobs.data.map((job) => [job.post_id, job.contact]));
  const names = new Map(people.data.map((person) => [person.uid, nameOf(person)]));
  return (hire: HireIds) => ({
    parent: contacts.get(hire.post_id) || nameOf({ user_type: 'parent' }),
    caregiver: names.get(hire.caregiver_id) ?? nameOf({ user_type: 'childcarer' }),
  });
}
