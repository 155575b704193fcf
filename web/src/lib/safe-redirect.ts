/**
 * Where to go after sign-in. The login page is reached with ?return=, ?continueUrl= or ?goTo=
 * (spec section 2); an attacker controls those values, so only a path on this origin is ever
 * returned. Anything doubtful becomes the home page: a wrong landing page is harmless, an open
 * redirect to a look-alike sign-in page is not.
 */

const HOME = '/';
/** Printable ASCII only: browsers percent-encode everything else in real paths. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
const CONTROL_OR_BACKSLASH = /[\x00-\x1f\x7f\\]/;
const MAX_LENGTH = 2048;
const DECODE_ROUNDS = 4;
const PROBE_ORIGIN = 'https://same-origin.invalid';

/** Each successively decoded form of the value, or null when it cannot be decoded. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after several rounds: nobody encodes a real path that deeply.
  return null;
}

const looksLikeLocalPath = (form: string) =>
  form.startsWith('/') && !form.startsWith('//') && !CONTROL_OR_BACKSLASH.test(form);

/** The value as a same-origin path (with its query and hash), or '/' when it is not one. */
export function toSafePath(value: string | null | undefined): string {
  if (!value || value === 'none') return HOME;
  if (value.length > MAX_LENGTH || !PRINTABLE_ASCII.test(value)) return HOME;
  const forms = decodedForms(value);
  if (!forms || !forms.every(looksLikeLocalPath)) return HOME;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksLikeLocalPath(path) ? path : HOME;
}

/**
 * The post-login destination from a query string. continueUrl wins over return, which wins
 * over goTo; the value 'none' means the home page. With none of them, `fallback` (the user's
 * own overview) is used.
 */
export function safeRedirect(search: string | URLSearchParams, fallback: string = HOME): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('continueUrl') ?? params.get('return') ?? params.get('goTo');
  if (value === null || value === '') return toSafePath(fallback);
  return toSafePath(value);
}

/** The login address that brings the user back to `path` afterwards. */
export const loginPathFor = (path: string): string =>
  `/login/user?return=${encodeURIComponent(toSafePath(path))}`;
