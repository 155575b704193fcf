import { httpHandler } from '../../http-handler.js';
import { systemRoutes as routes } from '../../routes/system.js';

export const handler = httpHandler(routes.adminPing, async () => ({
  message: 'Admin access confirmed',
}));
