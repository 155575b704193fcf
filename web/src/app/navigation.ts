import type { Role } from '@core/actor';
import { allows } from '../lib/auth/access';
import type { NavItem } from '../ui/nav-list';
import { routeCatalog, type RouteEntry } from './route-catalog';

/** The header's labels (spec section 2), in the order people look for them. */
export const mainLinks: NavItem[] = [
  { to: '/find_job/all', label: 'Find a job' },
  { to: '/find_childcarer/all', label: 'Find a caregiver' },
  { to: '/services', label: 'Services' },
  { to: '/advice_hub', label: 'Advice hub' },
  { to: '/community', label: 'Community' },
  { to: '/courses', label: 'Courses' },
  { to: '/aboutus', label: 'About us' },
  { to: '/contactus', label: 'Contact us' },
];

export const policyLinks: NavItem[] = [
  { to: '/safety', label: 'Staying safe' },
  { to: '/policy', label: 'Privacy policy' },
  { to: '/startupZambia/policy', label: 'Startup Zambia policy' },
];

export const homeLink: NavItem = { to: '/', label: 'Home' };
export const menuLink: NavItem = { to: '/menu', label: 'Menu' };
export const signInLink: NavItem = { to: '/login/user', label: 'Sign in' };
export const registerLink: NavItem = { to: '/register/user', label: 'Register' };

/** Whether the user's account navigation shows this catalog entry. */
const inAccountLinks = (entry: RouteEntry, groups: readonly Role[]) =>
  entry.link !== undefined &&
  (entry.linkFor ?? [entry.access]).some((access) => access !== 'public' && allows(access, groups));

/** The pages of the user's own area(s), from the route catalog. */
export function accountLinksFor(groups: readonly Role[]): NavItem[] {
  return routeCatalog
    .filter((entry) => inAccountLinks(entry, groups))
    .map((entry) => ({ to: entry.link ?? entry.path, label: entry.title }));
}
