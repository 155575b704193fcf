import { removePhone } from '../../../core/sms/sms-settings.js';
import { httpHandler } from '../../http-handler.js';
import { smsRoutes as routes } from '../../routes/sms.js';

export const handler = httpHandler(routes.smsRemove, async ({ actor }) => removePhone(actor.uid));
