import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { invalid, notFound } from '../errors.js';
import { users } from '../users/users.js';
import { documentKinds, isPublicDocument, type DocumentKind } from './document-kinds.js';

/**
 * An admin marks a private document as checked (the public page then shows "Verified"), or
 * withdraws that. Only a document that is there can be verified; the write is conditional on
 * the same file still being in place, so a replacement uploaded meanwhile is not verified.
 */
export async function verifyDocument(
  uid: string,
  kind: DocumentKind,
  verified: boolean,
  now: number,
) {
  if (isPublicDocument(kind)) throw invalid('Photos are not verified');
  const user = await users.require(uid);
  const { field } = documentKinds[kind];
  const key = user[field];
  if (!key) throw notFound('No document of that kind');
  const verifiedDocs = { ...user.verifiedDocs };
  if (verified) verifiedDocs[kind] = now;
  else delete verifiedDocs[kind];
  try {
    await db()
      .entities.user.patch({ uid })
      .set({ verifiedDocs })
      .where((attributes, { eq }) => eq(attributes[field], key))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw invalid('The document changed meanwhile. Please reload.');
    throw error;
  }
  return { message: verified ? 'Document marked as verified' : 'Verification withdrawn' };
}
