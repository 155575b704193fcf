import { loadAuth } from './load-auth';
import { mightBeSignedIn } from './session-hint';

/** The current ID token (refreshed by Amplify when expired), or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  if (!mightBeSignedIn()) return null;
  const auth = await loadAuth();
  // Amplify itself refreshes an expired token; no age limit beyond that for API calls.
  const token = await auth.readIdToken(Infinity);
  return token?.jwt ?? null;
}
