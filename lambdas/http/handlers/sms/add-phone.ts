import { addPhone } from '../../../core/sms/sms-settings.js';
import { outboxText } from '../../../core/mail-outbox/text-outbox.js';
import { httpHandler } from '../../http-handler.js';
import { smsRoutes as routes } from '../../routes/sms.js';

export const handler = httpHandler(routes.smsPhone, async ({ actor, body }) =>
  addPhone({ sendText: outboxText }, actor.uid, body, Date.now()),
);
