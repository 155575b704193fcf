import { users } from '../../../core/users/users.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.preferences, async ({ actor, body }) => {
  await users.setPreferences(actor.uid, body, Date.now());
  return {
    message: body.send_emails
      ? 'You will receive e-mails about jobs that fit you.'
      : 'You will no longer receive job e-mails from us.',
  };
});
