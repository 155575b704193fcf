import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The meal order screens' messages: the parents' order form and the cooks' order lists. */
export const { useT: useMealOrdersT } = namespace('meal-orders', english);
