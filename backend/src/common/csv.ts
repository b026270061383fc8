/** A spreadsheet cell's value: text, a number, a yes/no, a time, or nothing. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): such a cell
 * gets a leading apostrophe, so it shows as the text it is and never runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell of RFC 4180 CSV: quoted when it holds a quote, a comma or a line break, quotes doubled. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document: the header row, then the rows, lines ended with CRLF (RFC 4180), led by a byte
 * order mark so spreadsheets read it as UTF-8.
 */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
