import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * A CSV download (DESIGN §9 "Exports"), written by csv-stringify as rows arrive: a byte-order mark so spreadsheets
 * read UTF-8, CRLF lines, a header row; `escape_formulas` puts `'` before a text cell that a spreadsheet would run
 * as a formula (= + - @, tab, CR; names come from users). Numbers stay numbers: a negative adjustment is no formula.
 */
export type CsvCell = string | number | undefined;

export interface CsvFile {
  columns: readonly string[];
  /** The rows in order, the totals row last; produced lazily, so the file is never held whole. */
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>;
}

export function csvStringifier() {
  return stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
}

/** Writes the file to `out` (a response, or any sink), waiting whenever it is slower than the rows come. */
export async function writeCsv(file: CsvFile, out: Writable): Promise<void> {
  async function* records() {
    yield [...file.columns];
    for await (const row of file.rows) yield row.map((cell) => (cell === undefined ? '' : cell));
  }
  await pipeline(Readable.from(records()), csvStringifier(), out);
}

/** The headers of a CSV attachment. */
export const csvHeaders = (fileName: string): Record<string, string> => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  'Cache-Control': 'no-store',
});
