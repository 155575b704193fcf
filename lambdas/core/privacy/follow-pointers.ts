import { db } from '../db/service.js';
import { isConditionFailure } from '../db/errors.js';
import { anonymousNoticeData } from '../inbox/templates.js';
import type { PointerKind } from './personal-pointer.entity.js';

/**
 * What each kind of copy becomes when its person is deleted. A notice in someone else's inbox
 * stays theirs, without the person's name and words; a contact-history row, an e-mailed link
 * and a job e-mail's claim only ever served the person, so they go. Each step may run again.
 */
const erasers: Record<PointerKind, (uid: string, ref: string) => Promise<unknown>> = {
  async notice(_uid, mail_id) {
    const { data } = await db().entities.mail.get({ mail_id }).go();
    if (!data) return;
    const template = { name: data.template.name, data: anonymousNoticeData(data.template.data) };
    try {
      await db().entities.mail.patch({ mail_id }).set({ template }).go();
    } catch (error) {
      // deleted meanwhile (its recipient left too): nothing to make anonymous
      if (!isConditionFailure(error)) throw error;
    }
  },
  contact: (caregiver_id, parent_id) =>
    db().entities.contact.delete({ parent_id, caregiver_id }).go(),
  actionCode: (_uid, codeHash) => db().entities.actionCode.delete({ codeHash }).go(),
  jobMatch: (uid, post_id) => db().entities.jobMatchSent.delete({ post_id, uid }).go(),
};

/** Follows every pointer of the person to its copy, then drops the pointer. */
export async function followPointers(uid: string) {
  const entities = db().entities;
  const { data } = await entities.personalPointer.query.byUser({ uid }).go({ pages: 'all' });
  for (const pointer of data) {
    await erasers[pointer.kind](uid, pointer.ref);
    await entities.personalPointer.delete(pointer).go();
  }
}
