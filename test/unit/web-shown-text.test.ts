import { describe, expect, it } from 'vitest';
import { shownTextMessages } from '../../lambdas/core/shown-text.js';
import { checkBasicInformation } from '../../web/src/features/profile/components/section-checks';
import { checkJob } from '../../web/src/features/jobs/components/job-check';
import { checkMealOrder } from '../../web/src/features/meal-orders/components/meal-order-check';
import { postEditBody } from '../../lambdas/core/community/schemas.js';
import { fieldErrorsOf } from '../../web/src/lib/forms/field-errors';
import { caregiverBasics } from '../support/profiles.js';
import { jobForm, mealOrderForm } from '../support/jobs.js';

/**
 * The SPA's forms check with the API's own schemas (lazyCheck, checkWith), so a name with a
 * right-to-left override or only invisible characters is refused on the field before sending,
 * with the message the API would answer (translated by the forms from the API's catalogue).
 */
describe('the SPA’s form checks refuse disguised names and titles', () => {
  const rlo = 'Chipo \u202Eadnab';
  const blank = '\u200B\u200B';

  it('on the profile, job and meal order forms', () => {
    const basics = { ...caregiverBasics, version: 1 };
    expect(checkBasicInformation({ ...basics, fullname: rlo })?.fullname).toBe(
      shownTextMessages.unshowable,
    );
    expect(checkBasicInformation({ ...basics, surname: blank })?.surname).toBe(
      shownTextMessages.invisible,
    );
    expect(checkBasicInformation(basics)).toBeNull();
    expect(checkJob(jobForm({ contact: 'Mrs\nBanda' }))?.contact).toBe(
      shownTextMessages.unshowable,
    );
    expect(checkJob(jobForm())).toBeNull();
    expect(checkMealOrder(mealOrderForm({ contact: blank }))?.contact).toBe(
      shownTextMessages.invisible,
    );
  });

  it('on the community post form', () => {
    const parsed = postEditBody.safeParse({ title: 'Nanny\u0000', info: 'Hello' });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!).title).toBe(shownTextMessages.unshowable);
  });
});
