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
    summary:
      'Short lessons and videos on choking, burns, bleeding, fever and what to do when a child is unresponsive.',
    url: 'https://www.redcross.org.uk/first-aid/learn-first-aid-for-babies-and-children',
    format: 'Free, self-paced, short online lessons',
  },
  {
    title: 'Standard precautions: Hand hygiene',
    provider: 'World Health Organization (OpenWHO)',
    summary:
      "WHO's own course on when and how to clean your hands and use gloves when caring for patients.",
    url: 'https://openwho.org/courses/IPC-HH-en',
    format: 'Free, about 1 hour, certificate available',
  },
  {
    title: 'The Best Start in Life: Early Childhood Development',
    provider: 'SDG Academy and UNICEF (UNICEF Agora)',
    summary:
      'How young children grow and learn from birth to eight, and what helps them thrive, with examples from Africa and around the world.',
    url: 'https://agora.unicef.org/course/info.php?id=8425',
    format: 'Free, self-paced, several weeks',
  },
  {
    title: 'Everyday Parenting: The ABCs of Child Rearing',
    provider: 'Yale University (Coursera)',
    summary:
      'Practical, research-based ways to encourage good behaviour with praise and routines instead of punishment.',
    url: 'https://www.coursera.org/learn/everyday-parenting',
    format: 'Free to audit, self-paced',
  },
  {
    title: 'Stanford Introduction to Food and Health',
    provider: 'Stanford University (Coursera)',
    summary:
      'Simple home cooking and healthy eating for families, a strong base for cooks and carers who prepare meals.',
    url: 'https://www.coursera.org/learn/food-and-health',
    format: 'Free to audit, about 5 hours',
  },
  {
    title: 'Understanding Dementia',
    provider: 'University of Tasmania, Wicking Dementia Centre',
    summary:
      'What dementia is, how it changes a person, and how to care for someone living with it, with respect.',
    url: 'https://www.utas.edu.au/wicking',
    format: 'Free, self-paced, on a phone or computer',
  },
  {
    title: 'Caring Counts',
    provider: 'The Open University (OpenLearn Create)',
    summary:
      'A course for carers to reflect on their skills and experience and plan their next steps in work and study.',
    url: 'https://www.open.edu/openlearncreate/mod/oucontent/view.php?id=53521',
    format: 'Free, self-paced, digital badge available',
  },
];
