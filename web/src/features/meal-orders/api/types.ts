import type { EntityItem } from 'electrodb';
import type { JobRecord } from '@core/jobs/jobs';
import type { MealOrderCard } from '@core/meal-orders/meal-order-card.entity';

/** A meal order as its parent sees it: the record, and "Waiting for a cook" or "Taken by NAME". */
export type MyMealOrder = Omit<JobRecord, 'geoPoint'> & { state: string };
/** An open order as cooks see it before taking it (no contact details). */
export type OpenMealOrder = EntityItem<typeof MealOrderCard>;
/** An order the cook took, with the family's contact. */
export type TakenMealOrder = JobRecord;

export const MY_ORDERS = ['my-meal-orders'] as const;
export const OPEN_ORDERS = ['open-meal-orders'] as const;
export const TAKEN_ORDERS = ['taken-meal-orders'] as const;
