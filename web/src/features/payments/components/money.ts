import type { Role } from '@core/actor';

/** Where the signed-in user's cart is shown: the parent account page, else /cart/{uid}/…. */
export const cartPathFor = (uid: string, groups: readonly Role[]) =>
  groups.includes('parent')
    ? '/my_account/parent/carts_orders/carts/none'
    : `/cart/${encodeURIComponent(uid)}/none/none`;
