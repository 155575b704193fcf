/** Values logged beside a message (an error as `error`); the logger adds the request's own. */
export type LogAttributes = Record<string, unknown>;

/** The structured log of the function core runs in. */
export interface Logger {
  info(message: string, ...attributes: LogAttributes[]): void;
  warn(message: string, ...attributes: LogAttributes[]): void;
  error(message: string, ...attributes: LogAttributes[]): void;
}
