import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isKeptOffline } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { meQueryKey, type Me } from '../../../lib/use-me';

/** The three sections saved with PUT /api/profile/<path>. */
export type SectionPath = 'basic-information' | 'roles' | 'personal-description';

/** A section's fields and the record version they were written against. */
type SectionBody = { version: number } & Partial<Me>;

export const saveSection = (path: SectionPath, body: SectionBody) =>
  // Kept on the phone when written offline, sent once when back (lib/offline/outbox.ts).
  api<Me>(`/api/profile/${path}`, { method: 'PUT', body, auth: true, keepOffline: true });

/**
 * A save kept offline, as the record will be once it is sent: the screens show what was
 * written, and a section saved offline after it carries the version this one will make, so
 * the outbox's saves (sent oldest first) follow each other instead of clashing.
 */
const withKeptSave = (me: Me, body: SectionBody): Me => ({
  ...me,
  ...body,
  version: body.version + 1,
});

/** Saves a section; the answer is the new record, which becomes the cached /api/me at once. */
export function useSaveSection(path: SectionPath) {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return useMutation({
    // Every section form adds the version it read (use-typed-form sends an untyped body).
    mutationFn: (body: unknown) => saveSection(path, body as SectionBody),
    onSuccess: (record) => queryClient.setQueryData(meQueryKey(record.uid), record),
    onError: (error, body) => {
      if (isKeptOffline(error))
        queryClient.setQueryData<Me>(
          meQueryKey(uid),
          (me) => me && withKeptSave(me, body as SectionBody),
        );
    },
  });
}
