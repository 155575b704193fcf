/**
 * Referral links look like /?ref=UID (spec sections 1 and 4). The referrer is kept in a cookie
 * for 30 days so it survives browsing around before registering, sent with the registration,
 * then cleared.
 */
const COOKIE = 'ref';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The same shape the API accepts for `referrer`. */
const REFERRER = /^[\w-]{1,64}$/;

const readCookie = (): string | undefined =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);

/** Called once at start: remembers ?ref=UID from the address. */
export function captureReferral(search: string = location.search): void {
  const ref = new URLSearchParams(search).get('ref');
  if (ref && REFERRER.test(ref)) {
    document.cookie = `${COOKIE}=${ref}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  }
}

/** The referrer to send with a registration, if any and well-formed. */
export function currentReferrer(search: string = location.search): string | undefined {
  const candidate = new URLSearchParams(search).get('ref') ?? readCookie();
  return candidate && REFERRER.test(candidate) ? candidate : undefined;
}

export function clearReferral(): void {
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
