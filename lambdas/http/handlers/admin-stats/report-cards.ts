import { reportCards } from '../../../core/reports-cards/cards.js';
import { httpHandler } from '../../http-handler.js';
import { adminStatsRoutes as routes } from '../../routes/admin-stats.js';

export const handler = httpHandler(routes.adminStats, async () => reportCards(Date.now()));
