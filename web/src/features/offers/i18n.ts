import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The offers screens' messages: the offers a caregiver received. */
export const { useT: useOffersT } = namespace('offers', english);
