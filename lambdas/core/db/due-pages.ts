import { logger } from '../ports/provided.js';

/** How many due items one Query reads. */
const BATCH = 25;

export interface DuePage<T> {
  data: T[];
  cursor: string | null;
}

/**
 * Sends the items of a due index (reminders): a page at a time, each page once, until none is
 * left or `until` has passed; `send` says whether it sent; one that throws is logged and stays
 * for the next run.
 */
export async function sendDuePages<T>(
  read: (page: { limit: number; cursor: string | null }) => Promise<DuePage<T>>,
  send: (item: T) => Promise<boolean>,
  what: string,
  until: number,
  clock: () => number,
) {
  let cursor: string | null = null;
  let due = 0;
  let sent = 0;
  do {
    const page: DuePage<T> = await read({ limit: BATCH, cursor });
    due += page.data.length;
    for (const item of page.data) {
      try {
        if (await send(item)) sent++;
      } catch (error) {
        logger.error(`${what} not sent`, { error: error as Error });
      }
    }
    cursor = page.cursor;
  } while (cursor && clock() < until);
  return { due, sent };
}
