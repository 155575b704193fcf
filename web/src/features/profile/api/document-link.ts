import type { DocumentKind } from '@core/profiles/document-kinds';
import { api } from '../../../lib/api-client';

/** GET /api/users/{uid}/documents/{kind}: a short-lived link (owner and admins only). */
export const documentLink = (uid: string, kind: DocumentKind) =>
  api<{ url: string }>(`/api/users/${encodeURIComponent(uid)}/documents/${kind}`, { auth: true });
