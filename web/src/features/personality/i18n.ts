import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The personality test screen's messages (the statements themselves come from @core). */
export const { t: tPersonality, useT: usePersonalityT } = namespace('personality', english);
