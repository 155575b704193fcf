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

export interface Payments {
  /** Starts a hosted checkout and returns the link to send the payer to. */
  createCheckout(request: CheckoutRequest): Promise<{ link: string }>;
  /** The provider's own view of a transaction; undefined when it knows no such id. */
  verifyTransaction(id: string | number): Promise<VerifiedTransaction | undefined>;
  /** Whether a webhook's headers carry the provider's shared secret. */
  webhookIsAuthentic(headers: Record<string, string | string[] | undefined>): Promise<boolean>;
  /** Throws PaymentsNotSetUp before a route changes anything, when payments cannot work. */
  ready(): Promise<void>;
}
