import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/**
 * The personality test screen's messages, with the questionnaire's statements, trait
 * definitions and answer scale (English source: @core/personality/questionnaire, keyed by id).
 */
export const { useT: usePersonalityT } = namespace('personality', english);
/** A key of the personality test screen's catalogue. */
export type PersonalityKey = keyof typeof english & string;
