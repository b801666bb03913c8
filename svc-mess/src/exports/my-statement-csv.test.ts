import type { Statement } from '@hostel/contracts';
import { myStatementCsv } from './my-statement-csv';

describe('one boarder’s statement as CSV', () => {
  it('when exported, then a row per line of the statement, then its total (late fee included)', () => {
    const statement = {
      month: '2026-11',
      lines: [
        { kind: 'Lunch', count: 29, rate: 60, amount: 1740 },
        { kind: 'guest', count: 2, rate: 80, amount: 160 },
        { kind: 'adjustment', amount: -100, reason: 'Eid refund' },
      ],
      total: 1860,
    } as Statement;

    const file = myStatementCsv(statement);

    expect(file.columns).toEqual(['Month', 'Kind', 'Count', 'Rate', 'Amount', 'Reason']);
    expect(file.rows).toEqual([
      ['2026-11', 'Lunch', 29, 60, 1740, undefined],
      ['2026-11', 'guest', 2, 80, 160, undefined],
      ['2026-11', 'adjustment', undefined, undefined, -100, 'Eid refund'],
      ['2026-11', 'Total', '', '', 1860, ''],
    ]);
  });
});
