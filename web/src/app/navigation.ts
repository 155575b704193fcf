import type { Role } from '@core/actor';
import { routeCatalog, type Access, type RouteEntry } from '@core/reference/screens';
import { allows } from '../lib/auth/access';
import type { NavItem } from '../ui/nav-list';
import { titleKey } from '../i18n/app/i18n';

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

/**
 * Header labels of spec section 2 that name a part of a page rather than a page, each linked
 * after the page that holds it. `medical_test`: a caregiver's medical clearance is the
 * medical-test document of their Uploads page, so the label opens that page at it.
 */
const sectionLinks: { access: Access; after: string; item: NavItem }[] = [
  {
    access: 'caregiver',
    after: '/my_account/caregiver/my_profile/uploads_edit/none',
    item: {
      to: '/my_account/caregiver/my_profile/uploads_edit/none#document-medical',
      label: 'link.medicalTest',
    },
  },
];

/** The pages of the user's own area(s), from the route catalog. */
export function accountLinksFor(groups: readonly Role[]): NavItem[] {
  return routeCatalog
    .filter((entry) => inAccountLinks(entry, groups))
    .flatMap((entry) => {
      const to = entry.link ?? entry.path;
      const inside = sectionLinks.filter(
        (link) => link.after === to && allows(link.access, groups),
      );
      return [{ to, label: titleKey(entry.title) }, ...inside.map((link) => link.item)];
    });
}
