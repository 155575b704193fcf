/**
 * cognito-local logs every call through pino (and pino-http, which asks for `child` loggers).
 * The local runtime keeps its output to what a person needs, so its logger says nothing: the
 * methods they call, each doing nothing, and `child` giving the same logger back.
 */
const quiet = () => {};
type Log = () => void;
interface SilentLogger extends Record<
  'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal',
  Log
> {
  level: 'silent';
  child: () => SilentLogger;
}
export const silentLogger: SilentLogger = {
  level: 'silent',
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
  fatal: quiet,
  child: () => silentLogger,
};
