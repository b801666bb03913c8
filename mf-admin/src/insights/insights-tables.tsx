import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@hostel/ui';

/**
 * In the accessibility tree, not on screen: the chart above draws the same numbers. The box is a div, not the table: a
 * table is never narrower than its cells, so a hidden table still widened a phone's page sideways.
 */
const Hidden = styled.div`
  ${visuallyHidden}
`;

export interface ChartTableProps<T> {
  caption: string;
  /** The first column heads each row (`th scope="row"`), the others are its values. */
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  cells: (row: T) => readonly [ReactNode, ...ReactNode[]];
}

/**
 * The data table behind one chart, for screen readers (the chart itself is hidden from them): a caption naming it,
 * column headers and a header cell per row, so each value is read with its row and column.
 */
export function ChartTable<T>({ caption, columns, rows, rowKey, cells }: ChartTableProps<T>) {
  return (
    <Hidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [head, ...values] = cells(row);
            return (
              <tr key={rowKey(row)}>
                <th scope="row">{head}</th>
                {values.map((value, index) => (
                  <td key={columns[index + 1]}>{value}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Hidden>
  );
}
