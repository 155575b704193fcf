import type { UserType } from '@core/actor';

/**
 * A social sign-in leaves the site for the provider and comes back to '/' (the callback URL
 * the user pool allows) with ?code=&state=. These helpers carry what the app needs across
 * that trip: whether this page load is such a return, and the user type chosen before leaving.
 */
let returned: boolean | undefined;

/** Decided on first call (at start, before any navigation), then remembered. */
export function returnedFromSocialSignIn(): boolean {
  // Prerendering a landing page at build time: no address, no return.
  if (typeof location === 'undefined') return false;
  if (returned === undefined) {
    const query = new URLSearchParams(location.search);
    returned = query.has('code') && query.has('state');
  }
  return returned;
}

const PENDING_TYPE_KEY = 'pendingSocialUserType';
const userTypes: readonly string[] = ['parent', 'childcarer', 'cook', 'institution'];

export function rememberSocialUserType(userType: UserType): void {
  sessionStorage.setItem(PENDING_TYPE_KEY, userType);
}

export function pendingSocialUserType(): UserType | null {
  const value = sessionStorage.getItem(PENDING_TYPE_KEY);
  return value && userTypes.includes(value) ? (value as UserType) : null;
}

export function forgetSocialUserType(): void {
  sessionStorage.removeItem(PENDING_TYPE_KEY);
}
