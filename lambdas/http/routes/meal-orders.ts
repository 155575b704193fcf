import {
  mealOrderBody,
  mealOrderResponse,
  myMealOrdersResponse,
  openMealOrdersResponse,
  openOrdersQuery,
  orderParams,
  takeOrderBody,
  takenMealOrdersResponse,
} from '../../core/meal-orders/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The orders routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const mealOrdersRoutes = {
  postMealOrder: defineRoute({
    method: 'POST',
    path: '/api/meal-orders',
    access: ['parent'],
    summary: 'Order patient meals (no package needed: the order is paid to the cook)',
    handler: 'meal-orders/post-meal-order',
    needs: ['data:write'],
    body: mealOrderBody,
    response: mealOrderResponse,
  }),
  myMealOrders: defineRoute({
    method: 'GET',
    path: '/api/my/meal-orders',
    access: ['parent'],
    summary: 'The caller’s meal orders, newest first: waiting for a cook, or taken by whom',
    handler: 'meal-orders/my-meal-orders',
    needs: ['data:read'],
    response: myMealOrdersResponse,
  }),
  openMealOrders: defineRoute({
    method: 'GET',
    path: '/api/meal-orders',
    access: ['cook'],
    summary: 'Meal orders waiting for a cook in a country (the caller’s own by default), 15 a page',
    handler: 'meal-orders/open-meal-orders',
    needs: ['data:read'],
    query: openOrdersQuery,
    response: openMealOrdersResponse,
  }),
  takeMealOrder: defineRoute({
    method: 'POST',
    path: '/api/meal-orders/{id}/take',
    access: ['cook'],
    summary: 'Take a pending meal order (one transaction: of two cooks at once, one wins)',
    handler: 'meal-orders/take-meal-order',
    needs: ['data:write'],
    params: orderParams,
    body: takeOrderBody,
    response: mealOrderResponse,
  }),
  takenMealOrders: defineRoute({
    method: 'GET',
    path: '/api/my/taken-orders',
    access: ['cook'],
    summary: 'The meal orders the caller took, newest first, with the family’s contact',
    handler: 'meal-orders/taken-meal-orders',
    needs: ['data:read'],
    response: takenMealOrdersResponse,
  }),
} satisfies Record<string, RouteDef>;
