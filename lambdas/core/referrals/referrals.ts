import type { EntityItem } from 'electrodb';
import { db } from '../db/service.js';
import { PAGE_SIZE } from '../reference/options.js';
import { commissionStatus, referralPercentOf } from './commission.js';
import type { Referral } from './referral.entity.js';
import type { ReferralsPage } from './schemas.js';

type Commission = NonNullable<EntityItem<typeof Referral>['commission']>;

/** A ledger line as the referrer sees it: the member's order id stays private. */
const ledgerLine = (
  { amountMinor, currency, percent, earnedAt, payableAt }: Commission,
  now: number,
) => ({
  amountMinor,
  currency,
  percent,
  earnedAt,
  payableAt,
  status: commissionStatus(payableAt, now),
});

/**
 * The link a user shares, relative to the site (the SPA prefixes its own origin, so the API
 * needs no setting for it); the SPA keeps ?ref in a cookie until the friend registers.
 */
export const referralLink = (uid: string) => `/?ref=${encodeURIComponent(uid)}`;

/** Named access patterns on referrals. */
export const referrals = {
  // referrals of a referrer, a page at a time, with the members' names and types
  async page(referrer: string, cursor?: string): Promise<ReferralsPage> {
    const page = await db()
      .entities.referral.query.byReferrer({ referrer })
      .go({ limit: PAGE_SIZE, cursor: cursor ?? null });
    const ids = page.data.map((referral) => ({ uid: referral.user_id }));
    const members = ids.length ? (await db().entities.user.get(ids).go()).data : [];
    const byUid = new Map(members.map((member) => [member.uid, member]));
    const [earnings, reader] = await Promise.all([
      cursor
        ? []
        : db()
            .entities.earnings.query.byReferrer({ referrer })
            .go({ pages: 'all' })
            .then(({ data }) => data),
      db()
        .entities.user.get({ uid: referrer })
        .go({ attributes: ['accredited'] })
        .then(({ data }) => data ?? {}),
    ]);
    const now = Date.now();
    return {
      link: referralLink(referrer),
      percent: referralPercentOf(reader),
      earnings: earnings.map(({ currency, earnedMinor }) => ({
        currency,
        earnedMinor: earnedMinor ?? 0,
      })),
      referrals: page.data.map((referral) => {
        const member = byUid.get(referral.user_id);
        return {
          user_id: referral.user_id,
          user_type: member?.user_type,
          name: member?.fullname ?? member?.username,
          date_created: referral.date_created,
          status: referral.status ?? false,
          commission: referral.commission && ledgerLine(referral.commission, now),
        };
      }),
      cursor: page.cursor ?? undefined,
    };
  },

  // every referral of a referrer (data export and account deletion)
  async all(referrer: string) {
    const { data } = await db()
      .entities.referral.query.byReferrer({ referrer })
      .go({ pages: 'all' });
    return data;
  },
};
