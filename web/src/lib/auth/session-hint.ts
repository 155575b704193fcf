import { sessionStore } from './session-only';
import { returnedFromSocialSignIn } from './social-return';

/**
 * Whether Amplify may hold a session in this browser, decided without loading Amplify.
 * Amplify v6 keeps `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` in its storage
 * while signed in (localStorage, or this tab's sessionStorage for a session that ends with the
 * browser: session-only.ts), and a social sign-in comes back with ?code=&state=. When neither is
 * present the visitor is signed out, and the ~90 KB of Amplify need not be downloaded on a slow
 * link.
 */
const LAST_AUTH_USER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

export function mightBeSignedIn(): boolean {
  try {
    const store = sessionStore();
    if (!store) return true; // no storage to read: let Amplify decide
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key && LAST_AUTH_USER.test(key)) return true;
    }
  } catch {
    return true; // storage blocked: let Amplify decide
  }
  return returnedFromSocialSignIn();
}
