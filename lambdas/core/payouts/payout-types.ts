export { Payout } from './payout.entity.js';
import type { payoutKinds } from './payout.entity.js';

export type PayoutKind = (typeof payoutKinds)[number];

/** A transfer as the provider reports it when asked (the payments port's verifyTransfer). */
export interface VerifiedTransferView {
  id: string;
  reference: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed';
}

/** What a transfer call answers (the payments port's createTransfer / retryTransfer). */
export interface TransferAnswer {
  id: string;
  status: 'pending' | 'successful' | 'failed';
}

/**
 * The provider's transfer calls the payouts need (lambdas/core/ports/payments.ts): passed in by
 * the function that runs them, so this module never reaches the network itself.
 */
export interface TransferPort {
  createTransfer(request: {
    reference: string;
    amountMinor: number;
    currency: string;
    phone: string;
    network: string;
    beneficiaryName: string;
    narration: string;
  }): Promise<TransferAnswer>;
  retryTransfer(id: string): Promise<TransferAnswer>;
  verifyTransfer(id: string): Promise<VerifiedTransferView | undefined>;
}
