import type { Logger } from './logger.js';
import type { SendMail } from './mail.js';
import type { MailAccount } from './mail-account.js';
import type { CountMetric } from './metrics.js';
import type { Table } from './table.js';
import type { EnqueueView } from './views-queue.js';

/**
 * The ports core reaches from anywhere rather than taking as a parameter: the log, the
 * metrics, the views queue, the table, and the mail service its outbox sends through. Each
 * entry point (a route's handler, a consumer, a trigger, a script, the local stack, the tests)
 * provides them before core runs; core looks them up at each use, never at import, so a module
 * loads before its entry point has provided anything.
 */
export interface ProvidedPorts {
  logger: Logger;
  countMetric: CountMetric;
  enqueueView: EnqueueView;
  table: Table;
  /** Sends one e-mail now: only the mail outbox calls it (mail-outbox/attempt.ts). */
  sendMail: SendMail;
  mailAccount: MailAccount;
}

let provided: Partial<ProvidedPorts> = {};

/**
 * Adds ports core uses from now on (lambdas/ports/provide-*.ts: the core ports every function
 * needs, the views queue, the mail service). Cheap, and safe to call again: what is provided
 * must read no setting and make no client until core calls it, since a function is given only
 * the settings and grants of what it uses, and its bundle only the adapters it provides.
 */
export const providePorts = (ports: Partial<ProvidedPorts>): void => {
  provided = { ...provided, ...ports };
};

/** A provided port; throws, naming it, when the entry point provided none. */
export function port<K extends keyof ProvidedPorts>(name: K): ProvidedPorts[K] {
  const found = provided[name];
  if (!found)
    throw new Error(
      `Core's port "${name}" was not provided: the entry point must provide it (lambdas/ports/provide-*.ts) before core runs`,
    );
  return found;
}

/** The provided logger, looked up at each line; the arguments go on as they came. */
export const logger: Logger = {
  info: (...args: Parameters<Logger['info']>) => port('logger').info(...args),
  warn: (...args: Parameters<Logger['warn']>) => port('logger').warn(...args),
  error: (...args: Parameters<Logger['error']>) => port('logger').error(...args),
};

export const countMetric: CountMetric = (...args) => port('countMetric')(...args);

export const enqueueView: EnqueueView = (view) => port('enqueueView')(view);
