import { createReview } from '../../../core/reviews/reviews.js';
import { httpHandler, reply } from '../../http-handler.js';
import { reviewsRoutes as routes } from '../../routes/reviews.js';

export const handler = httpHandler(routes.createReview, async ({ actor, body }) =>
  reply(201, await createReview(actor, body, Date.now())),
);
