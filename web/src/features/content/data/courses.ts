import type { Course } from './types';

/**
 * Our affiliate id: the one place it is set. Every course link carries it as `ref` and as the
 * utm source, so providers that run an affiliate programme credit us, and our own analytics can
 * tell course clicks apart.
 */
export const AFFILIATE_ID = 'careconnect-africa';

/** A course's address with the affiliate parameters added (existing parameters are kept). */
export function affiliateLink(url: string): string {
  const link = new URL(url);
  link.searchParams.set('ref', AFFILIATE_ID);
  link.searchParams.set('utm_source', AFFILIATE_ID);
  link.searchParams.set('utm_medium', 'affiliate');
  link.searchParams.set('utm_campaign', 'free-courses');
  return link.toString();
}

/** The seven free courses (spec section 1), chosen for caregivers and families in Africa. */
export const courses: readonly Course[] = [
  {
    title: 'First aid for babies and children',
    provider: 'British Red Cross',
    summary: 'course.first-aid-children.summary',
    url: 'https://www.redcross.org.uk/first-aid/learn-first-aid-for-babies-and-children',
    format: 'course.first-aid-children.format',
  },
  {
    title: 'Standard precautions: Hand hygiene',
    provider: 'World Health Organization (OpenWHO)',
    summary: 'course.hand-hygiene.summary',
    url: 'https://openwho.org/courses/IPC-HH-en',
    format: 'course.hand-hygiene.format',
  },
  {
    title: 'The Best Start in Life: Early Childhood Development',
    provider: 'SDG Academy and UNICEF (UNICEF Agora)',
    summary: 'course.early-childhood.summary',
    url: 'https://agora.unicef.org/course/info.php?id=8425',
    format: 'course.early-childhood.format',
  },
  {
    title: 'Everyday Parenting: The ABCs of Child Rearing',
    provider: 'Yale University (Coursera)',
    summary: 'course.everyday-parenting.summary',
    url: 'https://www.coursera.org/learn/everyday-parenting',
    format: 'course.everyday-parenting.format',
  },
  {
    title: 'Stanford Introduction to Food and Health',
    provider: 'Stanford University (Coursera)',
    summary: 'course.food-and-health.summary',
    url: 'https://www.coursera.org/learn/food-and-health',
    format: 'course.food-and-health.format',
  },
  {
    title: 'Understanding Dementia',
    provider: 'University of Tasmania, Wicking Dementia Centre',
    summary: 'course.understanding-dementia.summary',
    url: 'https://www.utas.edu.au/wicking',
    format: 'course.understanding-dementia.format',
  },
  {
    title: 'Caring Counts',
    provider: 'The Open University (OpenLearn Create)',
    summary: 'course.caring-counts.summary',
    url: 'https://www.open.edu/openlearncreate/mod/oucontent/view.php?id=53521',
    format: 'course.caring-counts.format',
  },
];
