import { providePorts } from '../core/ports/provided.js';
import { dynamoClient } from './clients/dynamo.js';
import { env } from './env.js';
import { logger } from './logger.js';
import { mailAccount } from './mail-account.js';
import { sendMail } from './mail.js';
import { countMetric } from './metrics.js';
import { enqueueView } from './views-queue.js';

/**
 * The adapters behind the ports core reaches itself (core/ports/provided.ts), provided by every
 * entry point before core runs. Nothing here reads a setting or makes a client: each adapter
 * does that on its first call, so a function is bound only to the settings and grants of what
 * it really uses, as its template gives them.
 */
export const provideCorePorts = (): void =>
  providePorts({
    logger,
    countMetric,
    enqueueView,
    table: { client: dynamoClient, name: () => env('data').TABLE_NAME },
    sendMail,
    mailAccount,
  });
