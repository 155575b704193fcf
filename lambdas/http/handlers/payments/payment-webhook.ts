import { unauthenticated } from '../../../core/errors.js';
import { toldNotSetUp } from '../../../core/payments/not-set-up.js';
import type { WebhookAnswer } from '../../../core/payments/order-schemas.js';
import { settle } from '../../../core/payments/settle.js';
import { settleTransfer } from '../../../core/payouts/payouts.js';
import { settleWageCollection } from '../../../core/wages/settle-wage.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';
import { wagePayments } from '../../wage-ports.js';

const WAGE_PREFIX = 'wage-';

/**
 * The provider's webhook, one URL for every event. The body is only a hint of which record and
 * which provider id: each is settled from what the provider answers when asked about that id.
 * charge.completed of a wage (tx_ref `wage-…`) settles the wage's collection; any other
 * charge.completed, a package order (as before); transfer.completed, the payout of that
 * transfer's reference (a wage's `wage-…` or a commission's `cpo-…`).
 */
export const handler = httpHandler(routes.paymentWebhook, async ({ headers, body }) => {
  if (!(await toldNotSetUp(payments.webhookIsAuthentic(headers))))
    throw unauthenticated('Webhook signature invalid');
  const data = body.data as typeof body.data & { tx_ref?: string; flw_ref?: unknown };
  const port = wagePayments();
  const now = Date.now();
  if (body.event === 'transfer.completed') {
    const transfer = await toldNotSetUp(port.verifyTransfer(String(data.id)));
    const status = transfer ? await settleTransfer(transfer, now) : undefined;
    const answer: WebhookAnswer = { status: 'ok', ...(status ? { payout_status: status } : {}) };
    return answer;
  }
  if (data.tx_ref?.startsWith(WAGE_PREFIX)) {
    const verified = await toldNotSetUp(port.verifyTransaction(String(data.id)));
    const status =
      verified && verified.txRef === data.tx_ref
        ? await settleWageCollection(port, verified, now, {
            ...(typeof data.flw_ref === 'string' ? { flwRef: data.flw_ref } : {}),
          })
        : undefined;
    const answer: WebhookAnswer = { status: 'ok', ...(status ? { wage_status: status } : {}) };
    return answer;
  }
  const order = await settle(await toldNotSetUp(payments.verifyTransaction(body.data.id)));
  const answer: WebhookAnswer = { status: 'ok', order_status: order.status };
  return answer;
});
