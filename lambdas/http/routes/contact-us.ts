import { messageResponse } from '../../core/auth/schemas.js';
import { contactBody } from '../../core/contact-us/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The contact routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const contactUsRoutes = {
  contact: defineRoute({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Send a message to the team (stored, then e-mailed)',
    handler: 'contact-us/send-message',
    rateLimit: ['mail', 'contact-form-from'],
    needs: ['data:write', 'mail:outbox'],
    body: contactBody,
    response: messageResponse,
  }),
} satisfies Record<string, RouteDef>;
