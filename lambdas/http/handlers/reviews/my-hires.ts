import { myHires } from '../../../core/reviews/hires.js';
import { httpHandler } from '../../http-handler.js';
import { reviewsRoutes as routes } from '../../routes/reviews.js';

export const handler = httpHandler(routes.myHires, ({ actor }) => myHires(actor));
