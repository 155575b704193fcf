import type { WagePayments } from '../core/wages/wage-port.js';
import { payments } from '../ports/payments.js';
import { checksPassed } from '../ports/write-gate.js';

/**
 * The payment provider as wage payments use it (core/wages/wage-port.ts). A call that changes
 * something at the provider (a charge, a transfer, a refund) waits for the request's own checks,
 * as checkout's does; fee quotes and verifications are reads and go at once.
 */
export function wagePayments(): WagePayments {
  // Its methods take the currency codes it prices in; a wage's currency is one of them.
  const port: WagePayments = payments;
  const afterChecks =
    <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      await payments.ready();
      await checksPassed();
      return call(...args);
    };
  return {
    collectionFee: (amount, currency) => port.collectionFee(amount, currency),
    transferFee: (amount, currency) => port.transferFee(amount, currency),
    verifyTransaction: (id) => port.verifyTransaction(id),
    verifyTransfer: (id) => port.verifyTransfer(id),
    createMobileMoneyCharge: afterChecks((request) => port.createMobileMoneyCharge(request)),
    createTransfer: afterChecks((request) => port.createTransfer(request)),
    retryTransfer: afterChecks((id) => port.retryTransfer(id)),
    refundTransaction: afterChecks((id, amount) => port.refundTransaction(id, amount)),
  };
}
