import { liveCaregiverCount } from '../../../core/search/caregiver-cards.js';
import { httpHandler } from '../../http-handler.js';
import { searchRoutes as routes } from '../../routes/search.js';

export const handler = httpHandler(routes.caregiverCount, async () => ({
  live: await liveCaregiverCount(),
}));
