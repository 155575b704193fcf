import { unauthenticated } from '../../../core/errors.js';
import { toldNotSetUp } from '../../../core/payments/not-set-up.js';
import type { WebhookAnswer } from '../../../core/payments/order-schemas.js';
import { settle } from '../../../core/payments/settle.js';
import { settleTransfer } from '../../../core/payouts/payouts.js';
import '../../../core/commissions/payout-hooks.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

/**
 * The provider's webhook. The body is only a hint: the order is settled from what the
 * provider answers when asked about the transaction id.
 */
export const handler = httpHandler(routes.paymentWebhook, async ({ headers, body }) => {
  if (!(await toldNotSetUp(payments.webhookIsAuthentic(headers))))
    throw unauthenticated('Webhook signature invalid');
  // A payout's transfer (a commission's `cpo-…`): settled from the provider's view of it. The
  // wages branch brings the same dispatch with the wages' hooks; the merge keeps one.
  if (body.event === 'transfer.completed') {
    const transfer = await toldNotSetUp(payments.verifyTransfer(String(body.data.id)));
    const status = transfer ? await settleTransfer(transfer, Date.now()) : undefined;
    const answer: WebhookAnswer = { status: 'ok', ...(status ? { payout_status: status } : {}) };
    return answer;
  }
  const order = await settle(await toldNotSetUp(payments.verifyTransaction(body.data.id)));
  const answer: WebhookAnswer = { status: 'ok', order_status: order.status };
  return answer;
});
