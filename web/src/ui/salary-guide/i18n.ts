import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The salary guide's messages: its line on the job form and a town's page. */
export const { useT: useSalaryGuideT } = namespace('salary-guide', english);
