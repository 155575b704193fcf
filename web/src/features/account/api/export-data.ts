import { accountRoutes } from '@http/routes/account';
import { callRoute } from '../../../lib/call-route';

/** GET /api/account/export: everything we keep about the signed-in user. */
export const exportData = () => callRoute(accountRoutes.exportData);
