import { adminAgreement } from '../../../core/agreements/admin-agreements.js';
import { httpHandler } from '../../http-handler.js';
import { agreementsRoutes as routes } from '../../routes/agreements.js';

export const handler = httpHandler(routes.adminAgreement, async ({ params }) =>
  adminAgreement(params.id, params.uid),
);
