import { reportCards } from '../../../core/reports-cards/cards.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.adminStats, async () => reportCards(Date.now()));
