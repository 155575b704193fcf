import { toMajorUnits, type PriceCurrency } from '@core/reference/prices';
import type { Role } from '@core/actor';

/** A minor-unit amount as the browser's locale writes money ('ZMW 250.00', 'K 250.00'). */
export const formatPrice = (amountMinor: number, currency: PriceCurrency) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(
    toMajorUnits(amountMinor, currency),
  );

/** Where the signed-in user's cart is shown: the parent account page, else /cart/{uid}/…. */
export const cartPathFor = (uid: string, groups: readonly Role[]) =>
  groups.includes('parent')
    ? '/my_account/parent/carts_orders/carts/none'
    : `/cart/${encodeURIComponent(uid)}/none/none`;
