/**
 * What an SES SendEmail error means for an e-mail (docs/decisions/mail-and-sms.md, "Mail on a new
 * account"; the SES v2 SendEmail errors and the sandbox's rules are cited there).
 *
 * - `account`: SES refused because of the account, not the message: sending paused or
 *   suspended, the sending domain or configuration not set up yet. The mail waits for it.
 * - `unverified`: MessageRejected "Email address is not verified": in the sandbox every
 *   recipient must be verified (in production only the sender). The mail waits too.
 * - `permanent`: any other refusal of the message itself (a bad address, invalid content):
 *   trying again cannot help.
 * - `transient`: throttling (the send rate or daily quota), 5xx, network: retried with backoff.
 */
export type Refusal = 'account' | 'unverified' | 'permanent' | 'transient';

const accountRefusals = new Set([
  'SendingPausedException',
  'AccountSuspendedException',
  'MailFromDomainNotVerifiedException',
  // The configuration set or identity is missing: the stage's setup, not the address.
  'NotFoundException',
  // A limit of the account (SES v2 names no other for SendEmail): waiting lets it pass.
  'LimitExceededException',
]);

export function classifyRefusal(error: unknown): Refusal {
  const { name, message, $metadata, $retryable } = (error ?? {}) as {
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
    $retryable?: { throttling?: boolean };
  };
  if (name && accountRefusals.has(name)) return 'account';
  if (name === 'MessageRejected' && /not verified/i.test(message ?? '')) return 'unverified';
  const status = $metadata?.httpStatusCode ?? 0;
  const refused = status >= 400 && status < 500 && status !== 429 && !$retryable?.throttling;
  // SES's rate and daily-quota refusals are throttling, whatever their status.
  return refused && !/throttl/i.test(name ?? '') ? 'permanent' : 'transient';
}
