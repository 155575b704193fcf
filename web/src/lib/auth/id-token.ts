import { loadAuth } from './load-auth';
import { mightBeSignedIn } from './session-hint';

/** The current ID token (refreshed by Amplify when expired), or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  if (!mightBeSignedIn()) return null;
  const auth = await loadAuth();
  const token = await auth.readIdToken(false);
  return token?.jwt ?? null;
}
