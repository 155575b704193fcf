import { providePorts } from '../core/ports/provided.js';
import { dynamoClient } from './clients/dynamo.js';
import { env } from './env.js';
import { logger } from './logger.js';
import { countMetric } from './metrics.js';

/**
 * The adapters behind the ports every function's core reaches itself (core/ports/provided.ts):
 * the log, the metrics and the table, provided by every entry point before core runs. Nothing
 * here reads a setting or makes a client: each adapter does that on its first call, so a
 * function is bound only to the settings and grants of what it really uses, as its template
 * gives them. The views queue and the mail service have modules of their own
 * (provide-view-ports.ts, provide-mail-ports.ts), so a function that never uses them does not
 * carry their SDK clients.
 */
export const provideCorePorts = (): void =>
  providePorts({
    logger,
    countMetric,
    table: { client: dynamoClient, name: () => env('data').TABLE_NAME },
  });
