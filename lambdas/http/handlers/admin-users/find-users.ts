import { findUsers } from '../../../core/admin/find-users.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.findUsers, ({ query }) => findUsers(query));
