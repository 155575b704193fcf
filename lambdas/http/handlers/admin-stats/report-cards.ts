import { reportCards } from '../../../core/admin-stats/cards.js';
import { httpHandler } from '../../http-handler.js';
import { adminStatsRoutes as routes } from '../../routes/admin-stats.js';

export const handler = httpHandler(routes.adminStats, async () => reportCards(Date.now()));
