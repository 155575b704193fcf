import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The applications screens' messages: the caregiver's applications, a job's applications. */
export const { useT: useApplicationsT } = namespace('applications', english);
