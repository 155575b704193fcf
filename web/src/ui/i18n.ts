import { namespace } from '../i18n/namespace';
import english from './locales/en.json';

/**
 * The words of the shared components that only pages use (forms, offers, applying, reports,
 * contact details). The shell's components here (status, sign-out, language switch) use the app
 * namespace instead: they are on every first page, these are fetched with the pages.
 */
export const { t: tUi, useT: useUiT } = namespace('ui', english);
/** A key of the shared components' catalogue. */
export type UiKey = keyof typeof english & string;
