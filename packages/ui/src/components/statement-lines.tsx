import styled from 'styled-components';
import { formatTaka } from '../format/format';
import { Table, TableScroll } from './layout';

/** A statement's line as svc-mess answers it: meals of a slot kind, guest meals, an adjustment, the late fee. */
export interface StatementLineView {
  kind: string;
  count?: number;
  rate?: number;
  amount: number;
  reason?: string;
}

export interface StatementMoneyView {
  lines: readonly StatementLineView[];
  subtotal: number;
  lateFee: number;
  total: number;
}

const Lines = styled(Table)`
  td:nth-child(n + 2), th:nth-child(n + 2) { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { background: none; font-weight: 600; }
  tfoot tr:last-child { font-size: 1.05rem; }
`;

function lineName(line: StatementLineView): string {
  if (line.kind === 'guest') return 'Guest meals';
  if (line.kind === 'adjustment') return line.reason ? `Adjustment: ${line.reason}` : 'Adjustment';
  if (line.kind === 'late fee') return 'Late fee';
  return line.kind;
}

/**
 * A statement's lines, subtotal, late fee and total, in taka. The late fee is shown once, under the subtotal, whether
 * or not the lines carry it: it grows day by day, the subtotal does not.
 */
export function StatementLines({ statement, caption }: { statement: StatementMoneyView; caption: string }) {
  return (
    <TableScroll>
      <Lines>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Meals × rate</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {statement.lines
            .filter((line) => line.kind !== 'late fee')
            .map((line, index) => (
              <tr key={`${line.kind}-${index}`}>
                <th scope="row">{lineName(line)}</th>
                <td>{line.count !== undefined && line.rate !== undefined ? `${line.count} × ${formatTaka(line.rate)}` : ''}</td>
                <td>{formatTaka(line.amount)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td />
            <td>{formatTaka(statement.subtotal)}</td>
          </tr>
          {statement.lateFee > 0 && (
            <tr>
              <th scope="row">Late fee</th>
              <td />
              <td>{formatTaka(statement.lateFee)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Total</th>
            <td />
            <td>{formatTaka(statement.total)}</td>
          </tr>
        </tfoot>
      </Lines>
    </TableScroll>
  );
}
