import { myAgreements } from '../../../core/agreements/read-agreements.js';
import { httpHandler } from '../../http-handler.js';
import { agreementsRoutes as routes } from '../../routes/agreements.js';

export const handler = httpHandler(routes.myAgreements, async ({ actor }) => myAgreements(actor));
