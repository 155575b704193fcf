/** Every file of a user lives under this prefix (spec section 7: {user_id}/media/...). */
export const userFilesPrefix = (uid: string) => `${uid}/media/`;

/**
 * Where a browser's upload waits until the API has checked it: `incoming/{user_id}/media/...`.
 * An upload link can write only there; the checked bytes are then written to the user's files
 * (`keptKey`), which no upload link reaches, so what was checked is what is kept. Whatever is
 * never confirmed is expired by the uploads bucket's lifecycle rule on this prefix
 * (infra/storage.ts), in AWS and locally alike.
 */
export const STAGED_UPLOADS_PREFIX = 'incoming/';

/** Where one user's uploads wait to be checked. */
export const stagedUploadsPrefix = (uid: string) =>
  `${STAGED_UPLOADS_PREFIX}${userFilesPrefix(uid)}`;

const RANDOM_PART = /[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/;
const MEDIA = '/media/';

/**
 * A new key among the user's files for a checked upload: the upload's name with a new random
 * part, so confirming the same upload twice never rewrites a file already in use.
 */
export function keptKey(stagedKey: string) {
  const key = stagedKey.slice(STAGED_UPLOADS_PREFIX.length);
  const name = key.indexOf(MEDIA) + MEDIA.length;
  return key.slice(0, name) + key.slice(name).replace(RANDOM_PART, () => crypto.randomUUID());
}
