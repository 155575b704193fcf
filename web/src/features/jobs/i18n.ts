import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The job screens' messages: the job form, find a job, a job, manage jobs. */
export const { useT: useJobsT } = namespace('jobs', english);
export type JobsKey = keyof typeof english & string;
