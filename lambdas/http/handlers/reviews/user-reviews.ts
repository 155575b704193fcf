import { userReviews } from '../../../core/reviews/reviews.js';
import { httpHandler } from '../../http-handler.js';
import { reviewsRoutes as routes } from '../../routes/reviews.js';

export const handler = httpHandler(routes.userReviews, ({ params, query }) =>
  userReviews(params.uid, query.cursor),
);
