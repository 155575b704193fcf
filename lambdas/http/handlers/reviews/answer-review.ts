import { answerReview } from '../../../core/reviews/reviews.js';
import { httpHandler } from '../../http-handler.js';
import { reviewsRoutes as routes } from '../../routes/reviews.js';

export const handler = httpHandler(routes.answerReview, ({ actor, params, body }) =>
  answerReview(actor, params.id, body.text, Date.now()),
);
