import { acceptAgreement } from '../../../core/agreements/caregiver-answers.js';
import { httpHandler } from '../../http-handler.js';
import { agreementsRoutes as routes } from '../../routes/agreements.js';

export const handler = httpHandler(routes.acceptAgreement, async ({ actor, params, body }) => {
  const outcome = await acceptAgreement(actor, params.id, params.uid, body.version, Date.now());
  return outcome.agreement;
});
