import type { Role } from '@core/actor';
import { allows } from '../lib/auth/access';
import type { NavItem } from '../ui/nav-list';
import { routeCatalog, type RouteEntry } from './route-catalog';
import { titleKey } from './i18n';

/** The header's labels (spec section 2, keys of the app catalogue), in the order people look for them. */
export const mainLinks: NavItem[] = [
  { to: '/find_job/all', label: 'link.findJob' },
  { to: '/find_childcarer/all', label: 'link.findCaregiver' },
  { to: '/services', label: 'link.services' },
  { to: '/advice_hub', label: 'link.adviceHub' },
  { to: '/community', label: 'link.community' },
  { to: '/courses', label: 'link.courses' },
  { to: '/aboutus', label: 'link.aboutUs' },
  { to: '/contactus', label: 'link.contactUs' },
];

export const policyLinks: NavItem[] = [
  { to: '/safety', label: 'link.safety' },
  { to: '/terms', label: 'link.terms' },
  { to: '/policy', label: 'link.privacy' },
  { to: '/startupZambia/policy', label: 'link.startupPolicy' },
];

export const homeLink: NavItem = { to: '/', label: 'link.home' };
export const menuLink: NavItem = { to: '/menu', label: 'link.menu' };
export const signInLink: NavItem = { to: '/login/user', label: 'link.signIn' };
export const registerLink: NavItem = { to: '/register/user', label: 'link.register' };

/** Whether the user's account navigation shows this catalog entry. */
const inAccountLinks = (entry: RouteEntry, groups: readonly Role[]) =>
  entry.link !== undefined &&
  (entry.linkFor ?? [entry.access]).some((access) => access !== 'public' && allows(access, groups));

/** The pages of the user's own area(s), from the route catalog. */
export function accountLinksFor(groups: readonly Role[]): NavItem[] {
  return routeCatalog
    .filter((entry) => inAccountLinks(entry, groups))
    .map((entry) => ({ to: entry.link ?? entry.path, label: titleKey(entry.title) }));
}
