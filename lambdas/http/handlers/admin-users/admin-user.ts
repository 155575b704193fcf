import { adminUser } from '../../../core/admin-users/user-detail.js';
import { identity } from '../../../ports/identity.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { adminUsersRoutes as routes } from '../../routes/admin-users.js';

export const handler = httpHandler(routes.adminUser, ({ params }) =>
  adminUser({ identity, storage }, params.uid),
);
