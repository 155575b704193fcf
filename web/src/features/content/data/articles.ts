import type { ArticleBody, ArticleMeta } from './types';

/**
 * The advice hub's articles, in the order they are listed. Each body lives in its own module
 * under ./articles/ and is fetched only when its page opens, so the list stays small.
 */
export const articles: readonly ArticleMeta[] = [
  {
    slug: 'hiring-a-caregiver',
    title: 'How to hire a caregiver you can trust',
    summary:
      'From writing down what you need to the first week at work: the steps that help families choose well.',
    audience: 'Parents',
  },
  {
    slug: 'fair-pay',
    title: 'Fair pay for nannies and domestic workers',
    summary:
      "What to pay, how to pay and what Zambia's minimum wage order for domestic workers means for your family.",
    audience: 'Families',
  },
  {
    slug: 'written-contracts',
    title: 'Why every caregiving job needs a written contract',
    summary: 'What a simple employment contract should say, and how it protects both sides.',
    audience: 'Families',
  },
  {
    slug: 'child-safety-at-home',
    title: 'Keeping children safe at home',
    summary:
      'Water, fire, charcoal, medicines and strangers: a room-by-room look at the dangers young children face.',
    audience: 'Parents',
  },
  {
    slug: 'safe-sleep-and-first-aid',
    title: 'Safe sleep and first aid basics for babies and young children',
    summary:
      'How a baby should sleep, and what to do first for choking, burns, fever and diarrhoea.',
    audience: 'Families',
  },
  {
    slug: 'patient-care-at-home',
    title: 'Caring for a patient at home',
    summary:
      'Medicines, hygiene, turning and feeding: practical care for someone recovering or living with a long illness.',
    audience: 'Families',
  },
  {
    slug: 'caring-for-elderly-parents',
    title: 'Caring for elderly parents',
    summary:
      'Sharing the load in the family, keeping your parents safe and well, and knowing when to get help.',
    audience: 'Families',
  },
  {
    slug: 'caregiver-rights-and-career',
    title: 'Your rights and career growth as a caregiver',
    summary:
      'What you can expect from an employer, how to protect yourself and how to grow into better-paid work.',
    audience: 'Caregivers',
  },
];

const bySlug = new Map(articles.map((article) => [article.slug, article]));

export const articleBySlug = (slug: string | undefined): ArticleMeta | undefined =>
  slug ? bySlug.get(slug) : undefined;

/** One lazy module per article body, by slug. */
export const articleBodies: Record<string, () => Promise<{ body: ArticleBody }>> = {
  'hiring-a-caregiver': () => import('./articles/hiring-a-caregiver'),
  'fair-pay': () => import('./articles/fair-pay'),
  'written-contracts': () => import('./articles/written-contracts'),
  'child-safety-at-home': () => import('./articles/child-safety-at-home'),
  'safe-sleep-and-first-aid': () => import('./articles/safe-sleep-and-first-aid'),
  'patient-care-at-home': () => import('./articles/patient-care-at-home'),
  'caring-for-elderly-parents': () => import('./articles/caring-for-elderly-parents'),
  'caregiver-rights-and-career': () => import('./articles/caregiver-rights-and-career'),
};
