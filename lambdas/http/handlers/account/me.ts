import { shownViews, viewCount } from '../../../core/traffic/view-counts.js';
import { users } from '../../../core/users/users.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.me, async ({ actor }) => {
  const { uid } = actor;
  const [user, counted] = await Promise.all([users.require(uid), viewCount(uid)]);
  return { ...user, views: shownViews(counted, user.views) };
});
