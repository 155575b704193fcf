import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey, type Me } from '../../../lib/use-me';

/** The three sections saved with PUT /api/profile/<path>. */
export type SectionPath = 'basic-information' | 'roles' | 'personal-description';

export const saveSection = (path: SectionPath, body: unknown) =>
  api<Me>(`/api/profile/${path}`, { method: 'PUT', body, auth: true });

/** Saves a section; the answer is the new record, which becomes the cached /api/me at once. */
export function useSaveSection(path: SectionPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveSection(path, body),
    onSuccess: (record) => queryClient.setQueryData(meQueryKey(record.uid), record),
  });
}
