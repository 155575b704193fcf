/**
 * The one CSV writer of the admin exports (RFC 4180): pure, so the rules below are unit-tested
 * apart from any route (test/unit/csv.test.ts).
 *
 * - Every cell a spreadsheet would read as a formula (it starts with = + - @, a tab or a carriage
 *   return) gets a leading single quote (OWASP's advice for CSV injection): a name such as
 *   `=HYPERLINK(...)` typed at registration reaches an admin's spreadsheet as text. A number we
 *   write ourselves (an amount, a date in ms) is a number, never user text, and stays as it is.
 * - A cell holding a comma, a double quote, a line break or a leading/trailing space is quoted,
 *   its quotes doubled; lines end in CRLF, as the RFC says.
 * - Text is written as it is (UTF-8); the route puts a byte-order mark first so that Excel reads
 *   accents and non-Latin names right.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** The characters a spreadsheet takes as the start of a formula (or that hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as text: neutralised against formulas, then quoted when it must be. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, cells joined by commas and ended by CRLF. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

/** A whole CSV document: the header line, then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = csvLine(columns.map((column) => column.header));
  return header + rows.map((row) => csvLine(columns.map((column) => column.cell(row)))).join('');
}

/** The byte-order mark a CSV export starts with (spreadsheets then read it as UTF-8). */
export const CSV_BOM = '\uFEFF';
