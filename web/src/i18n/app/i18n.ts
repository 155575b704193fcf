import { namespace } from '../namespace';
import english from './locales/en.json';

/**
 * The shell's messages: header, footer, navigation, the shared states (web/src/ui) and the
 * API's failures (web/src/lib). Here, below lib and ui, so that they and the shell (web/src/app)
 * all read it without importing the app that composes them.
 */
export const { t: tApp, useT: useAppT } = namespace('app', english);
export type AppKey = keyof typeof english & string;

/**
 * The key of a route's title ('Find a job' -> 'title.Find a job'): the catalogue holds every
 * title of the route catalog (test/unit/web-route-catalog.test.ts checks that it does).
 */
export const titleKey = (title: string) => `title.${title}` as AppKey;
