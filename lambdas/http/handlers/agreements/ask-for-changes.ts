import { askForChanges } from '../../../core/agreements/caregiver-answers.js';
import { httpHandler } from '../../http-handler.js';
import { agreementsRoutes as routes } from '../../routes/agreements.js';

export const handler = httpHandler(routes.askForChanges, async ({ actor, params, body }) => {
  const outcome = await askForChanges(actor, params.id, params.uid, body, Date.now());
  return outcome.agreement;
});
