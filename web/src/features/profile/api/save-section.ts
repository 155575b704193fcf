import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesRoutes } from '@http/routes/profiles';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { isKeptOffline } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { meQueryKey, rememberOwnRecord, type Me, type OwnRecord } from '../../../lib/use-me';

/** The three sections saved with PUT /api/profile/<path>, each by its own route. */
interface SectionRoutes {
  'basic-information': typeof profilesRoutes.saveBasicInformation;
  roles: typeof profilesRoutes.saveRoles;
  'personal-description': typeof profilesRoutes.savePersonalDescription;
}
export type SectionPath = keyof SectionRoutes;
/** A section's fields and the record version they were written against. */
type SectionBody<P extends SectionPath> = BodyOf<SectionRoutes[P]>;

/** One typed call per section. Kept on the phone when written offline (lib/offline/outbox.ts). */
const saveSection: { [P in SectionPath]: (body: SectionBody<P>) => Promise<OwnRecord> } = {
  'basic-information': (body) => callRoute(profilesRoutes.saveBasicInformation, { body }),
  roles: (body) => callRoute(profilesRoutes.saveRoles, { body }),
  'personal-description': (body) => callRoute(profilesRoutes.savePersonalDescription, { body }),
};

/**
 * A save kept offline, as the record will be once it is sent: the screens show what was
 * written (as the API stores it: the section's schema's output), and a section saved offline
 * after it carries the version this one will make, so the outbox's saves (sent oldest first)
 * follow each other instead of clashing. The schemas come with the form's check (the form
 * fetched it when it opened), not with the page.
 */
async function withKeptSave(path: SectionPath, body: unknown) {
  const { sectionBodies } = await import('../components/section-checks');
  const saved = sectionBodies[path].safeParse(body);
  return (me: Me | undefined): Me | undefined =>
    me && saved.success ? { ...me, ...saved.data, version: saved.data.version + 1 } : me;
}

/** Saves a section; the answer is the new record, which becomes the cached /api/me at once. */
export function useSaveSection<P extends SectionPath>(path: P) {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return useMutation({
    // Every section form adds the version it read.
    mutationFn: (body: SectionBody<P>) => saveSection[path](body),
    onSuccess: (record) => rememberOwnRecord(queryClient, record),
    onError: async (error, body) => {
      if (isKeptOffline(error))
        queryClient.setQueryData<Me>(meQueryKey(uid), await withKeptSave(path, body));
    },
  });
}
