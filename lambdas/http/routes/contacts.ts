import {
  caregiverParams,
  contactCaregiverBody,
  contactCaregiverResponse,
  contactLimitBody,
  contactLimitResponse,
  myContactsResponse,
} from '../../core/contacts/schemas.js';
import { pageQuery } from '../../core/db/page-cursor.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The contacts routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const contactsRoutes = {
  contactCaregiver: defineRoute({
    method: 'POST',
    path: '/api/caregivers/{uid}/contact',
    access: ['parent'],
    summary:
      'Contact a live caregiver: their phone and e-mail, within the free limit or with a package',
    handler: 'contacts/contact-caregiver',
    rateLimit: 'contacts',
    needs: ['data:write'],
    params: caregiverParams,
    body: contactCaregiverBody,
    response: contactCaregiverResponse,
  }),
  myContacts: defineRoute({
    method: 'GET',
    path: '/api/my/contacts',
    access: ['parent'],
    summary: 'The caller’s contact history, newest first, 15 a page, with free contacts used',
    handler: 'contacts/my-contacts',
    needs: ['data:read'],
    query: pageQuery,
    response: myContactsResponse,
  }),
  contactLimit: defineRoute({
    method: 'GET',
    path: '/api/contact-limit',
    access: 'public',
    summary: 'How many caregivers a parent may contact without a package (contact_limit/limit)',
    handler: 'contacts/contact-limit',
    needs: ['data:read'],
    response: contactLimitResponse,
  }),
  setContactLimit: defineRoute({
    method: 'PUT',
    path: '/api/admin/contact-limit',
    access: ['admin', 'super_admin'],
    summary: 'Set how many caregivers a parent may contact without a package',
    handler: 'contacts/set-contact-limit',
    needs: ['data:write'],
    body: contactLimitBody,
    response: contactLimitResponse,
  }),
} satisfies Record<string, RouteDef>;
