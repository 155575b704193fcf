import {
  inboxResponse,
  mailParams,
  mailView,
  seenResponse,
  unreadCountsResponse,
} from '../../core/inbox/schemas.js';
import { pageQuery } from '../../core/db/page-cursor.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The inbox routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const inboxRoutes = {
  inbox: defineRoute({
    method: 'GET',
    path: '/api/inbox',
    access: 'signed-in',
    summary: 'The caller’s in-app mail, newest first, 15 a page',
    handler: 'inbox/list-mail',
    needs: ['data:read'],
    query: pageQuery,
    response: inboxResponse,
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/api/inbox/unread',
    access: 'signed-in',
    summary:
      'The unread counts (notificationCount, messageCount); answers 304 to If-None-Match when unchanged',
    handler: 'inbox/unread-count',
    needs: ['data:read'],
    response: unreadCountsResponse,
  }),
  readMail: defineRoute({
    method: 'GET',
    path: '/api/inbox/{id}',
    access: 'signed-in',
    summary: 'One message of the caller’s',
    handler: 'inbox/read-mail',
    needs: ['data:read'],
    params: mailParams,
    response: mailView,
  }),
  markMailSeen: defineRoute({
    method: 'PUT',
    path: '/api/inbox/{id}/seen',
    access: 'signed-in',
    summary: 'Mark one of the caller’s messages seen; answers the new unread count',
    handler: 'inbox/mark-seen',
    needs: ['data:write'],
    params: mailParams,
    response: seenResponse,
  }),
} satisfies Record<string, RouteDef>;
