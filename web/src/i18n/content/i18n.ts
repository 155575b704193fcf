import { namespace, type Translate } from '../namespace';
import english from './locales/en.json';

/** The content screens' messages: services, roles and duties, courses and the advice hub. */
export const { useT: useContentT } = namespace('content', english);
export type ContentKey = keyof typeof english & string;

const isContentKey = (key: string): key is ContentKey => Object.hasOwn(english, key);

/**
 * Translates a key built from data (a slug, an index), or gives the data's own English text
 * when the catalogue has no such key (a category added later still shows its copy).
 */
export const tOr = (t: Translate<ContentKey>, key: string, fallback: string): string =>
  isContentKey(key) ? t(key) : fallback;
