import { draftAgreement } from '../../../core/agreements/drafting.js';
import { httpHandler } from '../../http-handler.js';
import { agreementsRoutes as routes } from '../../routes/agreements.js';

export const handler = httpHandler(routes.draftAgreement, async ({ actor, params, body }) => {
  const outcome = await draftAgreement(actor, params.id, params.uid, body, Date.now());
  return outcome.agreement;
});
