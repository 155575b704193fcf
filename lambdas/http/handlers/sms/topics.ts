import { chooseTopics } from '../../../core/sms/sms-settings.js';
import { httpHandler } from '../../http-handler.js';
import { smsRoutes as routes } from '../../routes/sms.js';

export const handler = httpHandler(routes.smsTopics, async ({ actor, body }) =>
  chooseTopics(actor.uid, body, Date.now()),
);
