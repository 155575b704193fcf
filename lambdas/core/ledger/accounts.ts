/**
 * The ledger's accounts, named in one place. Every account holds one currency, the last part of
 * its name, so a ledger transaction in one currency can only touch accounts of that currency.
 *
 * `world` is everything outside the platform (people's wallets, the provider's fees taken):
 * money coming in moves from it, money paid out moves to it, so its balance is minus what the
 * platform holds.
 */
export const accounts = {
  world: (currency: string) => `world:${currency}`,
  /** Fees the provider keeps on a wage's collection and payout, paid by the parent. */
  providerFees: (currency: string) => `provider-fees:${currency}`,
  /** A caregiver's wages collected and not yet paid out to their number. */
  wages: (caregiver: string, currency: string) => `wages:${caregiver}:${currency}`,
  /** What the platform gives up in referral commissions. */
  referralExpense: (currency: string) => `referral-expense:${currency}`,
  /** A referrer's commissions earned and not yet withdrawn. */
  commission: (referrer: string, currency: string) => `commission:${referrer}:${currency}`,
  /** A referrer's commissions asked for and not yet paid out or refused. */
  commissionWithdrawing: (referrer: string, currency: string) =>
    `commission-withdrawing:${referrer}:${currency}`,
};

/** The currency an account holds: the last part of its name. */
export const currencyOfAccount = (account: string) => account.slice(account.lastIndexOf(':') + 1);
