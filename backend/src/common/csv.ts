import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** A spreadsheet cell's value: text, a number, a yes/no, a time, or nothing. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * Where a spreadsheet may begin a cell inside a text: after a separator a reader may split on (comma,
 * semicolon in many European locales, tab) or a line break.
 */
const SEPARATOR = /[,;\t\r\n]/;

/**
 * What a spreadsheet may skip before reading a cell's first character: spaces of any kind (the
 * no-break and other Unicode spaces `\s` covers, zero-width ones) and quotes; a separator is not
 * skipped, it begins a cell of its own.
 */
const SKIPPED = /[^\S\t\r\n]|[\u200B-\u200D\u2060"]/;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"), in their
 * full-width forms too (＝＋－＠), which some spreadsheets read as the plain ones.
 */
const FORMULA_START = /[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Whether a cell beginning at `start` of `text` would be read as a formula. */
function formulaAt(text: string, start: number): boolean {
  let index = start;
  while (index < text.length && SKIPPED.test(text[index]!)) index++;
  return index < text.length && FORMULA_START.test(text[index]!);
}

/**
 * Defuses a text (OWASP, "CSV Injection"): wherever a spreadsheet may begin a cell (the text's start,
 * and after each separator or line break, whatever the reader splits on) and the next character that
 * is not a space or a quote would start a formula, an apostrophe goes first, so the cell shows as the
 * text it is and never runs. A text that starts with a tab or a carriage return gets one too.
 */
export function defuse(text: string): string {
  let out = /^[\t\r]/.test(text) || formulaAt(text, 0) ? "'" : '';
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    out += character;
    if (SEPARATOR.test(character) && formulaAt(text, index + 1)) out += "'";
  }
  return out;
}

/** One cell of RFC 4180 CSV, always quoted (inner quotes doubled), text defused. */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = String(value);
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (value instanceof Date) text = value.toISOString();
  else text = defuse(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of CSV: the row's cells, quoted and defused, ended with CRLF (RFC 4180). */
export function csvLine(row: CsvValue[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** The byte order mark a CSV document begins with, so spreadsheets read it as UTF-8. */
const BOM = '\uFEFF';

/**
 * A CSV document: the header row, then the rows, every cell quoted, lines ended with CRLF (RFC 4180),
 * led by a byte order mark so spreadsheets read it as UTF-8.
 */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return `${BOM}${[header, ...rows].map(csvLine).join('')}`;
}

/** How many rows go out in one piece of a streamed CSV document. */
export const CSV_BATCH = 1_000;

/**
 * The same document as `toCsv`, in pieces as the rows come: the byte order mark and the header at
 * once, then the lines of every `batch` rows together. Pulled one piece at a time (a stream's
 * backpressure), it holds one batch of rows, whatever their number.
 */
export async function* csvPieces(
  header: string[],
  rows: AsyncIterable<CsvValue[]>,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  yield `${BOM}${csvLine(header)}`;
  let piece = '';
  let count = 0;
  for await (const row of rows) {
    piece += csvLine(row);
    count += 1;
    if (count === batch) {
      yield piece;
      piece = '';
      count = 0;
    }
  }
  if (count > 0) yield piece;
}

/**
 * The HTTP answer of a streamed CSV document named `<stem>-YYYY-MM-DD.csv`: sent chunked as the
 * pieces come (no length known ahead), never cached. A failure after the first piece ends the
 * response (the download shows as failed, not as a shorter file); the server goes on.
 */
export function csvDownload(response: Response, stem: string, pieces: AsyncIterable<string>): StreamableFile {
  response.attachment(`${stem}-${new Date().toISOString().slice(0, 10)}.csv`);
  return new StreamableFile(Readable.from(pieces, { objectMode: false }), {
    type: 'text/csv; charset=utf-8',
  });
}
