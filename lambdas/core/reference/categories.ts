/**
 * Service categories (spec section 3): static content for the category pages. Titles come from
 * positions.ts; copy from category-content.ts. Images live under /img/categories/<slug>.svg
 * (small illustrations in web/public, drawn on the placeholder colour so the blur-up matches).
 */
import {
  careCopy,
  customNeedsCopy,
  patientMealsCopy,
  SALARY_TEXT,
  type CareTitle,
} from './category-content.js';
import { serviceCategories, type ServiceCategory } from './positions.js';

export interface CareInfo {
  about: string;
  duties: readonly string[];
  working_hours: string;
  salary: string;
}
/** Patient Meals: pricing text instead of duties and salary. */
export interface MealsInfo {
  about: string;
  pricing: string;
}
/** Custom Needs: about text only (plus the category's actionLabel). */
export interface AboutInfo {
  about: string;
}

interface CategoryBase {
  title: ServiceCategory;
  slug: string;
  /** Background image path, served by the SPA. */
  image: string;
  /** Colour shown (blurred) while the background image loads. */
  placeholderColor: string;
}
export type Category =
  | (CategoryBase & { kind: 'care'; title: CareTitle; info: CareInfo })
  | (CategoryBase & { kind: 'meals'; title: 'Patient Meals'; info: MealsInfo })
  | (CategoryBase & {
      kind: 'contact';
      title: 'Custom Needs';
      info: AboutInfo;
      actionLabel: string;
    });

/** Kebab-case slug of a title: 'Nanny (Special needs)' -> 'nanny-special-needs'. */
export const slugOf = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const PLACEHOLDER_COLOR = '#efe3d3';

const build = (title: ServiceCategory): Category => {
  const slug = slugOf(title);
  const base = { slug, image: `/img/categories/${slug}.svg`, placeholderColor: PLACEHOLDER_COLOR };
  if (title === 'Patient Meals')
    return { ...base, kind: 'meals', title, info: { ...patientMealsCopy } };
  if (title === 'Custom Needs') {
    const { about, actionLabel } = customNeedsCopy;
    return { ...base, kind: 'contact', title, info: { about }, actionLabel };
  }
  return { ...base, kind: 'care', title, info: { ...careCopy[title], salary: SALARY_TEXT } };
};

/** All 22 categories in the spec's order. */
export const categories: readonly Category[] = serviceCategories.map(build);

const bySlug = new Map(categories.map((c) => [c.slug, c]));

/** The category for a URL slug, or undefined. */
export const categoryBySlug = (slug: string | null | undefined): Category | undefined =>
  slug ? bySlug.get(slug.trim().toLowerCase()) : undefined;
