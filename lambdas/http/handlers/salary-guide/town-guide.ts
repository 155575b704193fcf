import { townGuide } from '../../../core/salary-guide/guide.js';
import { httpHandler } from '../../http-handler.js';
import { salaryGuideRoutes as routes } from '../../routes/salary-guide.js';

export const handler = httpHandler(routes.townGuide, ({ query }) => townGuide(query));
