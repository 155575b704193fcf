import type { UserActor } from '../../../lambdas/core/actor.js';
import { apply } from '../../../lambdas/core/applications/applications.js';
import { DomainError } from '../../../lambdas/core/errors.js';
import { sendOffer } from '../../../lambdas/core/offers/offers.js';
import { myMealOrders, postMealOrder } from '../../../lambdas/core/meal-orders/meal-orders.js';
import { mealOrderBody } from '../../../lambdas/core/meal-orders/schemas.js';

const actor = (uid: string, email: string, group: UserActor['groups'][number]): UserActor => ({
  kind: 'user',
  uid,
  email,
  groups: [group],
});

/** A refusal because it was done on an earlier start (already applied, already offered). */
async function once(step: () => Promise<unknown>): Promise<number> {
  try {
    await step();
    return 1;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'aborted') return 0;
    throw error;
  }
}

/**
 * Something in every inbox of the demo: two caregivers applied to the demo parent's first job,
 * the parent offered its second job to the demo caregiver, and a meal order waits for the demo
 * cook. Made through the same domain verbs as the API, so notices and counts are real.
 */
export async function seedDemoActivity(uids: Map<string, string>, now: number) {
  const parentId = uids.get('parent@demo.test')!;
  const parent = actor(parentId, 'parent@demo.test', 'parent');
  let made = 0;
  for (const uid of ['demo-caregiver-001', 'demo-caregiver-002'])
    made += await once(() =>
      apply(actor(uid, `${uid}@demo.test`, 'childcarer'), 'demo-job-01', now),
    );
  const caregiver = uids.get('caregiver@demo.test')!;
  made += await once(() =>
    sendOffer(
      parent,
      'demo-job-02',
      { caregiver_id: caregiver, message: 'We read your profile. Could you start next month?' },
      now,
    ),
  );
  if ((await myMealOrders(parent)).length === 0) {
    const order = mealOrderBody.parse({
      email: 'parent@demo.test',
      contact: 'Demo Parent',
      info: 'Lunch and supper for my mother after her operation: soft food, little salt.',
      start_date: new Date(now + 86_400_000).toISOString().slice(0, 10),
      salary: 'ZMW 600 per week',
      currently_in: 'Zambia',
      region: 'Lusaka',
      town: 'Lusaka',
    });
    await postMealOrder(parent, order, now);
    made++;
  }
  return made;
}
