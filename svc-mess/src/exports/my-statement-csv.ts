import type { Statement } from '@hostel/contracts';
import type { CsvFile } from './csv';

/** One boarder's statement: a row per line, then the total (the API's `total`). */
export function myStatementCsv(statement: Statement): CsvFile {
  return {
    columns: ['Month', 'Kind', 'Count', 'Rate', 'Amount', 'Reason'],
    rows: [
      ...statement.lines.map((line) => [statement.month, line.kind, line.count, line.rate, line.amount, line.reason]),
      [statement.month, 'Total', '', '', statement.total, ''],
    ],
  };
}
