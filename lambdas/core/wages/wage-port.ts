import type { TransferPort } from '../payouts/payout-types.js';

/** The provider's view of a collection, as the payments port's verifyTransaction answers it. */
export interface VerifiedCollection {
  id: string;
  txRef: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed';
  /** The provider's own reference of the transaction, where it gives one. */
  flwRef?: string;
}

/**
 * What wage payments need from the payment provider (lambdas/core/ports/payments.ts), passed
 * in by the handler so this module never reaches the network itself.
 */
export interface WagePayments extends TransferPort {
  collectionFee(amountMinor: number, currency: string): Promise<{ feeMinor: number }>;
  transferFee(amountMinor: number, currency: string): Promise<{ feeMinor: number }>;
  createMobileMoneyCharge(request: {
    txRef: string;
    amountMinor: number;
    currency: string;
    phone: string;
    network: string;
    email: string;
    name?: string;
    redirectUrl: string;
  }): Promise<{ redirect: string }>;
  verifyTransaction(id: string): Promise<VerifiedCollection | undefined>;
  refundTransaction(id: string, amountMinor: number): Promise<{ id: string; status: string }>;
}
