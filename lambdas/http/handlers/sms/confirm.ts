import { confirmPhone } from '../../../core/sms/sms-settings.js';
import { httpHandler } from '../../http-handler.js';
import { smsRoutes as routes } from '../../routes/sms.js';

export const handler = httpHandler(routes.smsConfirm, async ({ actor, body }) =>
  confirmPhone(actor.uid, body.code, Date.now()),
);
