import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basicInformationBody, personalDescriptionBody, rolesBody } from '@core/profiles/schemas';
import { profilesRoutes } from '@http/routes/profiles';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { isKeptOffline } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { formBodyOf } from '../../../lib/forms/form-body';
import { meQueryKey, rememberOwnRecord, type Me, type OwnRecord } from '../../../lib/use-me';

/**
 * The body schemas of the three sections saved with PUT /api/profile/<path>, from core: the
 * browser's route definitions carry no schemas (web/browser-routes.ts).
 */
const sectionBodies = {
  'basic-information': basicInformationBody,
  roles: rolesBody,
  'personal-description': personalDescriptionBody,
};
export type SectionPath = keyof typeof sectionBodies;

/** One typed call per section: its fields and the record version they were written against. */
export const saveSection = {
  'basic-information': (body: BodyOf<typeof profilesRoutes.saveBasicInformation>) =>
    // Kept on the phone when written offline, sent once when back (lib/offline/outbox.ts).
    callRoute(profilesRoutes.saveBasicInformation, { body }),
  roles: (body: BodyOf<typeof profilesRoutes.saveRoles>) =>
    callRoute(profilesRoutes.saveRoles, { body }),
  'personal-description': (body: BodyOf<typeof profilesRoutes.savePersonalDescription>) =>
    callRoute(profilesRoutes.savePersonalDescription, { body }),
} satisfies Record<SectionPath, (body: never) => Promise<OwnRecord>>;

/** Sends a section form's body (use-typed-form sends it untyped) by the section's own call. */
async function saveFormBody(path: SectionPath, body: unknown): Promise<OwnRecord> {
  switch (path) {
    case 'basic-information':
      return saveSection[path](formBodyOf(basicInformationBody, body));
    case 'roles':
      return saveSection[path](formBodyOf(rolesBody, body));
    case 'personal-description':
      return saveSection[path](formBodyOf(personalDescriptionBody, body));
  }
}

/**
 * A save kept offline, as the record will be once it is sent: the screens show what was
 * written (as the API stores it: the section's schema's output), and a section saved offline
 * after it carries the version this one will make, so the outbox's saves (sent oldest first)
 * follow each other instead of clashing.
 */
function withKeptSave(me: Me, path: SectionPath, body: unknown): Me {
  const saved = sectionBodies[path].safeParse(body);
  if (!saved.success) return me;
  return { ...me, ...saved.data, version: saved.data.version + 1 };
}

/** Saves a section; the answer is the new record, which becomes the cached /api/me at once. */
export function useSaveSection(path: SectionPath) {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return useMutation({
    // Every section form adds the version it read.
    mutationFn: (body: unknown) => saveFormBody(path, body),
    onSuccess: (record) => rememberOwnRecord(queryClient, record),
    onError: (error, body) => {
      if (isKeptOffline(error))
        queryClient.setQueryData<Me>(meQueryKey(uid), (me) => me && withKeptSave(me, path, body));
    },
  });
}
