import { expireFeatured } from '../core/search/featured.js';
import { logger, withLogContext } from '../ports/logger.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/** Scheduled (lambdas/events/schedules.ts): rewrites the cards of ended featured placements. */
export const handler = withLogContext(
  'featured-expiry',
  async (_event: unknown) => {
    const ended = await expireFeatured(Date.now());
    logger.info('featured-expiry', { ended });
  },
  'id',
);
