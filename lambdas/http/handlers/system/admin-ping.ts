import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.adminPing, async () => ({
  message: 'Admin access confirmed',
}));
