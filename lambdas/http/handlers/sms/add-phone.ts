import { addPhone } from '../../../core/sms/sms-settings.js';
import { outboxText } from '../../../core/mail-outbox/text-outbox.js';
import { httpHandler } from '../../http-handler.js';
import { textSpend } from '../../text-spend.js';
import { smsRoutes as routes } from '../../routes/sms.js';

export const handler = httpHandler(routes.smsPhone, async ({ actor, body }) =>
  addPhone({ sendText: outboxText, spend: textSpend() }, actor.uid, body, Date.now()),
);
