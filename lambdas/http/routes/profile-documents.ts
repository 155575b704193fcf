import * as z from 'zod';
import { messageResponse } from '../../core/auth/schemas.js';
import {
  confirmUploadBody,
  documentParams,
  ownProfileResponse,
  requestUploadBody,
  uploadFormResponse,
  verifyDocumentBody,
} from '../../core/profiles/schemas.js';
import { defineRoute, profileOwners, type RouteDef } from '../route.js';

/**
 * The profile routes for documents and uploads, apart from the other profile routes: these
 * functions then bundle neither the public profile's reads nor geocoding's schemas.
 */
export const profileDocumentsRoutes = {
  requestUpload: defineRoute({
    method: 'POST',
    path: '/api/profile/uploads',
    access: profileOwners,
    summary: 'A presigned upload for a profile document (photo, cv, police, medical, certificate)',
    handler: 'profiles/request-upload',
    rateLimit: ['upload-links', 'upload-links-from'],
    needs: ['data:read', 'storage:upload'],
    body: requestUploadBody,
    response: uploadFormResponse,
  }),
  confirmUpload: defineRoute({
    method: 'POST',
    path: '/api/profile/uploads/confirm',
    access: profileOwners,
    summary: 'Check an uploaded file by its content and set it on the profile',
    handler: 'profiles/confirm-upload',
    needs: ['data:write', 'storage:read', 'storage:upload', 'storage:delete', 'storage:list'],
    body: confirmUploadBody,
    response: ownProfileResponse,
  }),
  documentLink: defineRoute({
    method: 'GET',
    path: '/api/users/{uid}/documents/{kind}',
    access: 'signed-in',
    summary: 'A short-lived link to a document (private ones: owner and admins only)',
    handler: 'profiles/document-link',
    needs: ['data:read', 'storage:read'],
    params: documentParams,
    response: z.object({ url: z.string() }),
  }),
  verifyDocument: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/{uid}/documents/{kind}/verification',
    access: ['admin', 'super_admin'],
    summary: 'Mark a private document as verified (or not) after checking it',
    handler: 'profiles/verify-document',
    needs: ['data:write'],
    params: documentParams,
    body: verifyDocumentBody,
    response: messageResponse,
  }),
} satisfies Record<string, RouteDef>;
