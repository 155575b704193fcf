import * as z from 'zod';
import { keyAttributes, tableKeys } from './table.js';

/**
 * The page cursor of every paged list, one codec for all: what electrodb hands out as a page's
 * `cursor` (the last item's keys as base64url JSON, which DynamoDB calls LastEvaluatedKey) and
 * takes back as the next page's start. A client may send anything there, so the edge checks the
 * shape before any query runs; a tampered cursor is a 400 that says the link is stale, never
 * the 500 a failed decode inside the query would be.
 */
export const stalePageMessage =
  'This page link is no longer valid. Please start again from the first page.';

/** DynamoDB's cap on a sort key value (a partition key's is 2048): a longer one is refused. */
const KEY_VALUE_BYTES = 1024;
/** Our longest real cursor (an index page: eight keys) is well under this. */
const CURSOR_CHARS = 2048;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const keyValue = z
  .string()
  .min(1)
  .refine((value) => utf8Bytes(value) <= KEY_VALUE_BYTES);
/** A start key: the table's own key, plus the keys of the index a page was read on. */
const startKey = z
  .strictObject(Object.fromEntries(keyAttributes.map((name) => [name, keyValue.optional()])))
  .refine((keys) => keys[tableKeys.partitionKey] && keys[tableKeys.sortKey]);

/** base64url text to JSON, in the browser and in Node alike (the SPA imports our schemas). */
function decoded(cursor: string): unknown {
  if (!/^[\w-]+$/.test(cursor) || cursor.length > CURSOR_CHARS) return undefined;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** Whether text is a cursor this API could have handed out (its shape; not where it points). */
export const isPageCursor = (cursor: string): boolean =>
  startKey.safeParse(decoded(cursor)).success;

/** A page cursor in a query string: every paged route's `cursor`. */
export const pageCursor = z.string().refine(isPageCursor, stalePageMessage);

/** The query of a list that takes nothing but a cursor. */
export const pageQuery = z.strictObject({ cursor: pageCursor.optional() });

/**
 * Whether DynamoDB refused a page's start key: a well-formed cursor forged to point outside the
 * list asked for ("The provided starting key is outside query boundaries"), or keys that do
 * not fit the index read ("The provided starting key is invalid", "Exclusive Start Key must
 * have same size as table's key schema"). electrodb wraps the SDK's ValidationException.
 */
export function isRefusedStartKey(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/provided starting key|exclusive start key/i.test(cause.message)) return true;
  }
  return false;
}
