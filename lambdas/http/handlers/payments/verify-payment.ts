import { invalid } from '../../../core/errors.js';
import { ownOrder, viewOf } from '../../../core/payments/orders.js';
import { toldNotSetUp } from '../../../core/payments/not-set-up.js';
import { settle } from '../../../core/payments/settle.js';
import { payments } from '../../../ports/payments.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

/** The spec's verifyTxn: the return page reports what the provider's redirect said. */
export const handler = httpHandler(routes.verifyPayment, async ({ actor, body }) => {
  await ownOrder(actor, body.tx_ref);
  const report = await toldNotSetUp(payments.verifyTransaction(body.transaction_id));
  if (report && report.txRef !== body.tx_ref)
    throw invalid('This transaction is for another order', { transaction_id: 'Not this order' });
  return { order: viewOf(await settle(report)) };
});
