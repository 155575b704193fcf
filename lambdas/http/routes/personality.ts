import {
  personalityStatusResponse,
  submitAnswersBody,
  submitAnswersResponse,
} from '../../core/personality/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The personality routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const personalityRoutes = {
  personalityTest: defineRoute({
    method: 'GET',
    path: '/api/personality-test',
    access: ['childcarer', 'cook'],
    summary: 'The caller’s paid attempts at the personality test, its price and the latest result',
    handler: 'personality/status',
    needs: ['data:read'],
    response: personalityStatusResponse,
  }),
  submitPersonalityTest: defineRoute({
    method: 'POST',
    path: '/api/personality-test/answers',
    access: ['childcarer', 'cook'],
    summary: 'Answer every statement: scored here; spends one paid attempt and replaces the result',
    handler: 'personality/submit-answers',
    keptOffline: true,
    needs: ['data:write'],
    body: submitAnswersBody,
    response: submitAnswersResponse,
  }),
} satisfies Record<string, RouteDef>;
