import { namespace } from '../../i18n/namespace';
import english from './locales/en.json';

/** The reviews screen's messages. */
export const { t: tReviews, useT: useReviewsT } = namespace('reviews', english);
