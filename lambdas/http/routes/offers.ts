import { jobParams } from '../../core/jobs/schemas.js';
import {
  offerAnswerBody,
  offerBody,
  offerParams,
  offerResponse,
  receivedOffersResponse,
} from '../../core/offers/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The offers routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const offersRoutes = {
  sendOffer: defineRoute({
    method: 'POST',
    path: '/api/jobs/{id}/offers',
    access: ['parent'],
    summary: 'Offer one of the caller’s published jobs to a caregiver (once per caregiver)',
    handler: 'offers/send-offer',
    keptOffline: true,
    needs: ['data:write'],
    params: jobParams,
    body: offerBody,
    response: offerResponse,
  }),
  receivedOffers: defineRoute({
    method: 'GET',
    path: '/api/my/offers',
    access: ['childcarer', 'cook'],
    summary: 'The job offers the caller received, newest first, with the family’s contact',
    handler: 'offers/received-offers',
    needs: ['data:read'],
    response: receivedOffersResponse,
  }),
  answerOffer: defineRoute({
    method: 'PUT',
    path: '/api/jobs/{id}/offers/{uid}',
    access: ['childcarer', 'cook'],
    summary: 'Accept or decline an offer made to the caller (once)',
    handler: 'offers/answer-offer',
    needs: ['data:write'],
    params: offerParams,
    body: offerAnswerBody,
    response: offerResponse,
  }),
} satisfies Record<string, RouteDef>;
