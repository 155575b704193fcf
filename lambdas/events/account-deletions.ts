import { accountDeletions } from '../core/privacy/deletions.js';
import { identity } from '../ports/identity.js';
import { logger, withLogContext } from '../ports/logger.js';
import { storage } from '../ports/storage.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';
import { provideViewPorts } from '../ports/provide-view-ports.js';

provideCorePorts();

provideViewPorts();

/**
 * Scheduled (lambdas/events/schedules.ts): finishes account deletions, each once every request
 * under way when it was asked for has ended (lambdas/core/privacy/deletions.ts).
 */
export const handler = withLogContext(
  'account-deletions',
  async (_event: unknown) => {
    const result = await accountDeletions.finishPending({ files: storage, identity }, Date.now());
    logger.info('account-deletions', result);
  },
  'id',
);
