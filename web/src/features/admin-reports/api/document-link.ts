import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/{uid}/documents/{kind}: a private, short-lived link (admins and owner). */
export const useDocumentLink = (uid: string, kind: string) =>
  useMutation({
    mutationFn: () =>
      api<{ url: string }>(
        `/api/users/${encodeURIComponent(uid)}/documents/${encodeURIComponent(kind)}`,
        { auth: true },
      ),
  });
