import { answerReview } from '../../../core/reviews/reviews.js';
import { httpHandler } from '../../http-handler.js';
import { reviewsRoutes as routes } from '../../routes/reviews.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.answerReview, ({ actor, params, body }) =>
  answerReview(signedIn(actor), params.id, body.text, Date.now()),
);
