import type { EntityItem } from 'electrodb';
import { db } from '../db/service.js';
import type { Agreement, AgreementVersion } from './agreement.entity.js';
import type { AgreementTerms } from './schemas.js';

export type AgreementRecord = EntityItem<typeof Agreement>;
export type AgreementVersionRecord = EntityItem<typeof AgreementVersion>;

/** An agreement's key: its hire (the job and the caregiver). */
export const hireKey = (postId: string, caregiverId: string) => ({
  post_id: postId,
  caregiver_id: caregiverId,
});

/** The agreement's head (status, current version, its people), or undefined before a draft. */
export async function headOf(postId: string, caregiverId: string) {
  return (await db().entities.agreement.get(hireKey(postId, caregiverId)).go()).data ?? undefined;
}

/** Every version of the hire's agreement, oldest first (one Query on the hire). */
export async function versionsOf(postId: string, caregiverId: string) {
  const { data } = await db()
    .entities.agreementVersion.query.byHire(hireKey(postId, caregiverId))
    .go({ pages: 'all' });
  return data.sort((a, b) => a.version - b.version).map(versionView);
}

export const versionView = (v: AgreementVersionRecord) => ({
  version: v.version,
  terms: v.terms as AgreementTerms & { position: string; currency: string },
  proposedAt: v.proposedAt,
  ...(v.comment !== undefined ? { comment: v.comment, commentAt: v.commentAt } : {}),
});
