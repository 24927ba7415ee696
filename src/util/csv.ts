/**
 * The one CSV cell encoder: every CSV the service writes goes through it.
 *
 * - RFC 4180: a cell holding a comma, a double quote or a line break is wrapped in double quotes,
 *   its quotes doubled; records end with CRLF.
 * - Formula neutralisation (OWASP "CSV injection"): CSV files end up in Excel or LibreOffice, which
 *   run a cell starting with `=`, `+`, `-` or `@` as a formula (tab and carriage return are also
 *   skipped over before one), so catalog text written by an API token could open links, leak other
 *   cells or start programs on the machine of whoever opens the file. Such a text cell gets a
 *   leading single quote, which spreadsheets read as "this is text".
 * - Numbers are written as numbers and never get the quote: a number's text is only digits, sign,
 *   point and exponent, which no spreadsheet runs as a formula, so a legitimately negative amount
 *   stays a negative number. A negative amount passed as TEXT ("-5") is neutralised like any other
 *   text: callers keep numeric columns numeric. Non-finite numbers are empty cells.
 * - Characters no text cell should hold (C0 controls other than tab and line breaks, lone
 *   surrogates, U+FFFE/U+FFFF) are dropped first, so they cannot hide a formula character
 *   behind them.
 */
export type CsvValue = string | number | null | undefined;

const UNPRINTABLE = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const clean = value.replace(UNPRINTABLE, '');
  const text = FORMULA_START.test(clean) ? `'${clean}` : clean;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record: the cells joined by commas, ended by CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
