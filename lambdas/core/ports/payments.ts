import type { Currency } from '../reference/currencies.js';

/**
 * The payment provider: a hosted checkout, its own view of a transaction, and its webhook's
 * proof. Amounts cross this port in minor units (currencies.ts).
 */
export type PaymentStatus = 'pending' | 'successful' | 'failed';

export interface CheckoutRequest {
  txRef: string;
  amountMinor: number;
  currency: Currency;
  redirectUrl: string;
  email: string;
  /** E.164, when the payer has a number they sign in with. */
  phone?: string;
  name?: string;
  title: string;
}

export interface VerifiedTransaction {
  id: string;
  txRef: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
}

/** A mobile money collection: the payer approves it on their phone (network = mobile-networks.ts code). */
export interface MobileMoneyChargeRequest {
  txRef: string;
  amountMinor: number;
  currency: Currency;
  /** E.164. */
  phone: string;
  network: string;
  email: string;
  name?: string;
  /** Where the provider sends the payer back, with status, tx_ref and transaction_id. */
  redirectUrl: string;
}

/** A payout to a mobile money number. `reference` is the idempotency key: one payout per reference. */
export interface TransferRequest {
  reference: string;
  amountMinor: number;
  currency: Currency;
  /** E.164. */
  phone: string;
  network: string;
  beneficiaryName: string;
  narration: string;
}

export interface TransferState {
  id: string;
  status: PaymentStatus;
}

export interface VerifiedTransfer extends TransferState {
  reference: string;
  amountMinor: number;
  currency: string;
}

export interface RefundState {
  id: string;
  /** The provider's refund status as it says it ('completed', 'pending'...). */
  status: string;
}

/**
 * Thrown by every call while the stage's payment credentials are missing or unusable: the
 * provider is then never asked. Core tells the caller (payments/not-set-up.ts).
 */
export class PaymentsNotSetUp extends Error {
  constructor() {
    super('Payments are not set up');
    this.name = 'PaymentsNotSetUp';
  }
}

/**
 * The provider unreachable, timed out, or refusing a call (its HTTP status, when it answered).
 * After a timeout the call may have happened: a transfer is then asked for again with the same
 * reference, which never pays twice.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface Payments {
  /** Starts a hosted checkout and returns the link to send the payer to. */
  createCheckout(request: CheckoutRequest): Promise<{ link: string }>;
  /** The provider's own view of a transaction; undefined when it knows no such id. */
  verifyTransaction(id: string | number): Promise<VerifiedTransaction | undefined>;
  /** Starts a mobile money collection; the payer is sent to `redirect` to approve it. */
  createMobileMoneyCharge(request: MobileMoneyChargeRequest): Promise<{ redirect: string }>;
  /** The provider's fee for collecting this amount by mobile money. */
  collectionFee(amountMinor: number, currency: Currency): Promise<{ feeMinor: number }>;
  /** The provider's fee for a mobile money payout of this amount. */
  transferFee(amountMinor: number, currency: Currency): Promise<{ feeMinor: number }>;
  /**
   * Pays out to a mobile money number. Calling again with the same reference never pays twice:
   * it answers the transfer that reference already made.
   */
  createTransfer(request: TransferRequest): Promise<TransferState>;
  /** Tries a failed transfer again (same reference); answers the transfer to follow. */
  retryTransfer(id: string): Promise<TransferState>;
  /** The provider's own view of a transfer; undefined when it knows no such id. */
  verifyTransfer(id: string): Promise<VerifiedTransfer | undefined>;
  /** Refunds (part of) a collected transaction to its payer. */
  refundTransaction(id: string, amountMinor: number): Promise<RefundState>;
  /** Whether a webhook's headers carry the provider's shared secret. */
  webhookIsAuthentic(headers: Record<string, string | string[] | undefined>): Promise<boolean>;
  /** Throws PaymentsNotSetUp before a route changes anything, when payments cannot work. */
  ready(): Promise<void>;
}
