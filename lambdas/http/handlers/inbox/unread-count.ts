import { unreadCount } from '../../../core/inbox/inbox.js';
import { httpHandler, reply } from '../../http-handler.js';
import { inboxRoutes as routes } from '../../routes/inbox.js';

/** Polled by the header: unchanged since the client's ETag -> 304 with no body. */
export const handler = httpHandler(routes.unreadCount, async ({ actor, headers }) => {
  const { notificationCount, messageCount, etag } = await unreadCount(actor.uid);
  const headersOut = { etag, 'cache-control': 'no-cache' };
  if (headers['if-none-match'] === etag) return reply(304, null, headersOut);
  return reply(200, { notificationCount, messageCount }, headersOut);
});
