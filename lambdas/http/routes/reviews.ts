import {
  answerBody,
  hiresResponse,
  reviewBody,
  reviewParams,
  reviewResponse,
  reviewsResponse,
  userReviewsParams,
  writtenReviewResponse,
} from '../../core/reviews/schemas.js';
import { pageQuery } from '../../core/db/page-cursor.js';
import { defineRoute, type RouteDef } from '../route.js';

const participants = ['parent', 'childcarer', 'cook'] as const;

/** The reviews routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const reviewsRoutes = {
  createReview: defineRoute({
    method: 'POST',
    path: '/api/reviews',
    access: participants,
    summary:
      'Review the other side of a hire (an accepted offer): one review per pair of people, a later hire’s replacing it',
    handler: 'reviews/create-review',
    keptOffline: true,
    needs: ['data:write'],
    body: reviewBody,
    response: writtenReviewResponse,
  }),
  userReviews: defineRoute({
    method: 'GET',
    path: '/api/users/{uid}/reviews',
    access: 'public',
    summary: 'The reviews about a user, newest first, 15 a page, with their average and count',
    handler: 'reviews/user-reviews',
    needs: ['data:read'],
    params: userReviewsParams,
    query: pageQuery,
    response: reviewsResponse,
  }),
  myHires: defineRoute({
    method: 'GET',
    path: '/api/my/hires',
    access: participants,
    summary: 'The caller’s hires (accepted offers), and whether they reviewed each',
    handler: 'reviews/my-hires',
    needs: ['data:read'],
    response: hiresResponse,
  }),
  answerReview: defineRoute({
    method: 'PUT',
    path: '/api/reviews/{id}/answer',
    access: 'signed-in',
    summary: 'The reviewed person answers a review, once',
    handler: 'reviews/answer-review',
    needs: ['data:write'],
    params: reviewParams,
    body: answerBody,
    response: reviewResponse,
  }),
} satisfies Record<string, RouteDef>;
