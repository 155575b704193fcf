import type { CsvExport } from '../core/admin-users/exports.js';
import { todayIn } from '../core/reference/time-zone.js';
import { reply } from './http-handler.js';

/**
 * An export as a download named by its list and Zambia's day ("users-2026-11-28.csv"); whether
 * the list went on past the row cap is said in a header, for clients that read one.
 */
export const csvReply = (list: string, { csv, cut }: CsvExport) =>
  reply(200, csv, {
    'content-disposition': `attachment; filename="${list}-${todayIn()}.csv"`,
    'x-export-truncated': String(cut),
  });
