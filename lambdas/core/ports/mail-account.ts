/**
 * What the mail service lets this account do now: in the sandbox it takes mail to verified
 * addresses only, at 1 message a second; with production access, to anyone at its rate.
 */
export interface SendingAccount {
  /** Out of the sandbox: mail to any address is taken. */
  productionAccess: boolean;
  /** False while the service has paused the account's sending (a review, or by hand). */
  sendingEnabled: boolean;
  /** Messages a second the service accepts from this account. */
  maxSendRate: number;
}

export interface MailAccount {
  /** The account's sending state, as recently read; undefined when it could not be read. */
  sendingAccount(): Promise<SendingAccount | undefined>;
  /**
   * Spaces the calls of whoever awaits the returned function to `share` of the account's rate,
   * never closer than `fastest` of it allows (one pacer per caller: it keeps its own slots).
   */
  pacer(share: number, fastest?: number): () => Promise<void>;
}
