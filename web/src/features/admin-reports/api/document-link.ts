import { useMutation } from '@tanstack/react-query';
import { profileDocumentsRoutes } from '@http/routes/profile-documents';
import type { ParamsOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

type Route = typeof profileDocumentsRoutes.documentLink;

/** GET /api/users/{uid}/documents/{kind}: a private, short-lived link (admins and owner). */
export const useDocumentLink = (uid: string, kind: ParamsOf<Route>['kind']) =>
  useMutation({
    mutationFn: () => callRoute(profileDocumentsRoutes.documentLink, { params: { uid, kind } }),
  });
