import { liveCaregiverCount } from '../../../core/search/caregiver-cards.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.caregiverCount, async () => ({
  live: await liveCaregiverCount(),
}));
