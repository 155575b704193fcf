import { randomBytes } from 'node:crypto';
import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { conflict, DomainError, invalid, notFound } from '../errors.js';
import { hireNotFound, hireOf } from '../hires/hire.js';
import { notSetUpSaid } from '../payments/not-set-up.js';
import { logger } from '../ports/provided.js';
import { users } from '../users/users.js';
import { mobileMoneyNumber } from '../reference/mobile-networks.js';
import { payoutNumberOf } from './payout-number.js';
import { feesOf } from './quote.js';
import type { CreateWageBody, QuoteQuery, QuoteView } from './schemas.js';
import { hireWagesOf } from './wage-store.js';
import type { WagePayments } from './wage-port.js';
import { checkCap, checkedDeductions, checkPeriod, paidInPeriod } from './wage-rules.js';
import { wageTermsOf } from './wage-terms.js';
import { wageViewOf, type WageRecord } from './wage-view.js';

/** A new wage id: `wage-`, the time in base 36 (so ids sort by time) and 16 random hex digits. */
export const newWid = (now: number) =>
  `wage-${now.toString(36).padStart(9, '0')}${randomBytes(8).toString('hex')}`;

const providerUnreachable = () =>
  new DomainError('unavailable', 'The payment provider cannot be reached. Please try again.');

/** The hire, as its parent (anyone else: 404), with its wage terms and payments so far. */
async function parentsHire(actor: UserActor, postId: string, caregiverId: string) {
  const { offer, side } = await hireOf(actor, postId, caregiverId);
  if (side !== 'parent') throw notFound(hireNotFound);
  const [terms, wages] = await Promise.all([
    wageTermsOf(postId, caregiverId),
    hireWagesOf(postId, caregiverId),
  ]);
  return { offer, terms, wages };
}

/** Period, deductions and cap, checked as paying would check them. */
async function checkedPayment(
  actor: UserActor,
  params: { id: string; uid: string },
  input: { period: string; gross_minor: number; extra: boolean },
  now: number,
) {
  const hire = await parentsHire(actor, params.id, params.uid);
  checkPeriod(input.period, hire.terms.timeZone, now);
  const paid = paidInPeriod(hire.wages, input.period, now);
  checkCap(hire.terms, paid, input.gross_minor, input.extra);
  return { ...hire, paid };
}

/** GET .../wages/quote: what paying would cost, checked as paying would check it. */
export async function quoteWage(
  actor: UserActor,
  params: { id: string; uid: string },
  query: QuoteQuery,
  port: Pick<WagePayments, 'collectionFee' | 'transferFee'>,
  now: number,
): Promise<QuoteView> {
  const extra = query.extra === 'true';
  const { terms, paid } = await checkedPayment(actor, params, { ...query, extra }, now);
  const net = query.gross_minor - query.deductions_minor;
  if (net <= 0)
    throw invalid('The deductions must leave a net wage above zero', {
      deductions_minor: 'The deductions must leave a net wage above zero',
    });
  const fees = await providerCall(() => feesOf(port, net, terms.currency));
  return {
    currency: terms.currency,
    period: query.period,
    gross_minor: query.gross_minor,
    deductions_minor: query.deductions_minor,
    net_minor: net,
    collection_fee_minor: fees.collectionFeeMinor,
    transfer_fee_minor: fees.transferFeeMinor,
    fee_minor: fees.feeMinor,
    total_minor: fees.totalMinor,
    monthly_minor: terms.monthlyMinor,
    paid_in_period_minor: paid,
    cap_minor: terms.monthlyMinor,
  };
}

/** A provider call: not set up says so, anything else is a 503 "cannot be reached". */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const said = notSetUpSaid(error);
    if (said instanceof DomainError) throw said;
    logger.error('Payment provider call failed', { error: error as Error });
    throw providerUnreachable();
  }
}

const nameOf = (user: { fullname?: string; username?: string } | undefined, fallback: string) =>
  user?.fullname || user?.username || fallback;

/** The provider wants an e-mail: a phone-only parent gets a never-delivered `.invalid` one. */
const emailOf = (user: { email?: string } | undefined, phone: string) =>
  user?.email || `${phone.replace(/\D/g, '')}@phone.invalid`;

export interface PayPorts extends Pick<
  WagePayments,
  'collectionFee' | 'transferFee' | 'createMobileMoneyCharge'
> {
  appUrl: string;
}

/**
 * POST .../wages: the parent pays the caregiver a month's wage (or part of it). Checked
 * (period, deductions, the month's cap, both numbers), priced (fees on top), then written
 * 'awaiting_payment' BEFORE the provider is asked for the mobile money charge, so a payment can
 * never arrive for a wage we do not have; a provider that cannot be reached leaves it
 * 'payment_failed' and answers 503. The caregiver is paid only when the collection's webhook
 * is verified (settle-wage.ts).
 */
export async function payWage(
  actor: UserActor,
  params: { id: string; uid: string },
  body: CreateWageBody,
  ports: PayPorts,
  now: number,
) {
  const { offer, terms } = await checkedPayment(actor, params, body, now);
  const { deductions, net } = checkedDeductions(terms.country, body.gross_minor, body.deductions);
  const payer = mobileMoneyNumber(terms.country, body.payer_phone, body.payer_network);
  if ('error' in payer) throw invalid(payer.error, { payer_phone: payer.error });
  const payee = await payoutNumberOf(offer.caregiver_id);
  if (!payee)
    throw conflict(
      'The caregiver has not yet added the mobile money number wages are paid to. Ask them to add it.',
    );
  const [parent, caregiver] = await Promise.all([
    users.get(actor.uid),
    users.get(offer.caregiver_id),
  ]);
  const fees = await providerCall(() => feesOf(ports, net, terms.currency));
  const wage: WageRecord = {
    wid: newWid(now),
    post_id: offer.post_id,
    caregiver_id: offer.caregiver_id,
    parent_id: offer.parent_id,
    parent_name: nameOf(parent, 'Family'),
    caregiver_name: nameOf(caregiver, offer.caregiver_name || 'Caregiver'),
    country: terms.country,
    currency: terms.currency,
    period: body.period,
    year: body.period.slice(0, 4),
    gross_minor: body.gross_minor,
    deductions,
    net_minor: net,
    collection_fee_minor: fees.collectionFeeMinor,
    transfer_fee_minor: fees.transferFeeMinor,
    fee_minor: fees.feeMinor,
    total_minor: fees.totalMinor,
    extra: body.extra,
    payer_phone: payer.number,
    payer_network: payer.network.code,
    payee_phone: payee.phone,
    payee_network: payee.network,
    status: 'awaiting_payment',
    createdAt: now,
    updatedAt: now,
  };
  await db().entities.wage.create(wage).go();
  const redirectUrl = `${ports.appUrl.replace(/\/+$/, '')}/wages/${wage.wid}`;
  try {
    const { redirect } = await providerCall(() =>
      ports.createMobileMoneyCharge({
        txRef: wage.wid,
        amountMinor: wage.total_minor,
        currency: wage.currency,
        phone: payer.number,
        network: wage.payer_network,
        email: emailOf(parent, payer.number),
        name: wage.parent_name,
        redirectUrl,
      }),
    );
    return { wage: wageViewOf(wage), redirect };
  } catch (error) {
    await db()
      .entities.wage.patch({ wid: wage.wid })
      .set({ status: 'payment_failed', failedAt: Date.now(), updatedAt: Date.now() })
      .where((attr, { eq }) => eq(attr.status, 'awaiting_payment'))
      .go()
      .catch(() => undefined);
    throw error;
  }
}
