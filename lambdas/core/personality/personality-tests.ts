import type { EntityItem } from 'electrodb';
import type { UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { forbidden } from '../errors.js';
import { PERSONALITY_TEST_PACKAGE } from '../payments/packages.js';
import { personalityTestPriceFor } from '../reference/prices.js';
import { users } from '../users/users.js';
import type { PersonalityTest } from './personality-test.entity.js';
import { items, QUESTIONNAIRE_VERSION, traitById } from './questionnaire.js';
import type { PersonalityResult, PersonalityStatus } from './schemas.js';
import { levelOf, levelWords, scoreTest, type Answers } from './scoring.js';

export type TestItem = EntityItem<typeof PersonalityTest>;

export const needsPayment =
  'Please pay for the personality test first. Each payment gives one attempt.';

/** The stored result as the owner and the public see it; null before the first. */
export function resultOf(test: TestItem | null | undefined): PersonalityResult | null {
  if (!test?.scores || test.summary === undefined || test.takenAt === undefined) return null;
  return {
    traits: test.scores.map(({ trait, score }) => ({
      trait,
      name: traitById(trait).name,
      score,
      level: levelOf(score),
      words: levelWords[levelOf(score)],
    })),
    summary: test.summary,
    takenAt: test.takenAt,
  };
}

/** Named access patterns on personality tests. */
export const personalityTests = {
  // a caregiver's test item (attempts and latest result), if any
  async get(uid: string): Promise<TestItem | null> {
    return (await db().entities.personalityTest.get({ uid }).go()).data;
  },

  // the write that grants paid attempts, for the transaction that completes the order
  grant: (tx: Tx, uid: string, attempts: number) =>
    tx.personalityTest.upsert({ uid }).add({ attempts }).commit(),

  // the caller's attempts, the price of one more, and the latest result
  async status(actor: UserActor): Promise<PersonalityStatus> {
    const [user, test] = await Promise.all([users.require(actor.uid), this.get(actor.uid)]);
    const { currency, amountMinor } = personalityTestPriceFor(user.currency);
    return {
      attempts: test?.attempts ?? 0,
      price: { package_id: PERSONALITY_TEST_PACKAGE, currency, amountMinor },
      result: resultOf(test),
    };
  },

  /**
   * Scores the answers and stores the result, spending one paid attempt, in one conditional
   * write (attempts >= 1): without an attempt nothing is stored; of two submits at once, one
   * lands. The new result replaces the one before.
   */
  async submit(actor: UserActor, answers: Answers, now: number) {
    const { scores, summary } = scoreTest(answers);
    try {
      const { data } = await db()
        .entities.personalityTest.patch({ uid: actor.uid })
        .set({
          scores,
          summary,
          takenAt: now,
          answers: items.map((item) => answers[item.id]!),
          questionnaire: QUESTIONNAIRE_VERSION,
        })
        .add({ taken: 1 })
        .subtract({ attempts: 1 })
        .where(({ attempts }, { gte }) => gte(attempts, 1))
        .go({ response: 'all_new' });
      return { attempts: data.attempts ?? 0, result: resultOf(data as TestItem)! };
    } catch (error) {
      if (isConditionFailure(error)) throw forbidden(needsPayment);
      throw error;
    }
  },
};
