import { camelKey } from '../i18n/catalogue-key.js';
import { serviceCategories } from '../reference/positions.js';
import type english from './locales/en.json';

/**
 * The positions' names in each language live once, in ./locales: the SPA shows them (its
 * option labels) and the API says them in its e-mails and texts, both through this key.
 */
export type PositionKey = keyof typeof english;

const keyByPosition = new Map(
  serviceCategories.map((position) => [position.toLowerCase(), camelKey(position) as PositionKey]),
);

/** The catalogue key of a position ('Weekend Nanny' -> 'weekendNanny'), if it is one we list. */
export const positionKeyOf = (value: string): PositionKey | undefined =>
  keyByPosition.get(value.toLowerCase());
