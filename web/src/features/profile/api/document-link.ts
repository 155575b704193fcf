import type { DocumentKind } from '@core/profiles/document-kinds';
import { profileDocumentsRoutes } from '@http/routes/profile-documents';
import { callRoute } from '../../../lib/call-route';

/** GET /api/users/{uid}/documents/{kind}: a short-lived link (owner and admins only). */
export const documentLink = (uid: string, kind: DocumentKind) =>
  callRoute(profileDocumentsRoutes.documentLink, { params: { uid, kind } });
