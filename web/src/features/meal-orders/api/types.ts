import type { AnswerOf } from '@http/route-contract';
import type { mealOrdersRoutes } from '@http/routes/meal-orders';

/** A meal order as its parent sees it: the record, and "Waiting for a cook" or "Taken by NAME". */
export type MyMealOrder = AnswerOf<typeof mealOrdersRoutes.myMealOrders>['orders'][number];
/** An open order as cooks see it before taking it (no contact details). */
export type OpenMealOrder = AnswerOf<typeof mealOrdersRoutes.openMealOrders>['orders'][number];
/** An order the cook took, with the family's contact. */
export type TakenMealOrder = AnswerOf<typeof mealOrdersRoutes.takenMealOrders>['orders'][number];

export const MY_ORDERS = ['my-meal-orders'] as const;
export const OPEN_ORDERS = ['open-meal-orders'] as const;
export const TAKEN_ORDERS = ['taken-meal-orders'] as const;
