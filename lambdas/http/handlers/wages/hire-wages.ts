import { hireWages } from '../../../core/wages/hire-wages.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';

export const handler = httpHandler(routes.hireWages, ({ actor, params }) =>
  hireWages(actor, params.id, params.uid, Date.now()),
);
