import { readAgreement } from '../../../core/agreements/read-agreements.js';
import { httpHandler } from '../../http-handler.js';
import { agreementsRoutes as routes } from '../../routes/agreements.js';

export const handler = httpHandler(routes.readAgreement, async ({ actor, params }) =>
  readAgreement(actor, params.id, params.uid),
);
