import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, Pagination, Spinner, Table, TableScroll } from '@hostel/ui';
import type { PagedList } from './use-paged-query';

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Wide = styled(Table)`
  /* Below this width the columns wrap badly; TableScroll scrolls sideways instead (phones). */
  min-width: 560px;
  td { overflow-wrap: anywhere; }
  td button { white-space: nowrap; }
`;

const Message = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
  padding: 24px 12px !important;
`;

export interface DataTableProps<T> {
  /** Read by screen readers; the section heading already shows it. */
  caption: string;
  columns: string[];
  list: PagedList<T>;
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  empty: string;
  loadError: string;
}

/** The one table every dashboard section uses: header, loading, load error, empty text, rows and pages. */
export function DataTable<T>({ caption, columns, list, rowKey, renderRow, empty, loadError }: DataTableProps<T>) {
  const { rows, isLoading, isError, page, totalPages, setPage } = list;
  const message = isLoading ? <Spinner /> : isError ? <ErrorText role="alert">{loadError}</ErrorText> : rows.length === 0 ? empty : null;
  return (
    <>
      <TableScroll tabIndex={0} role="region" aria-label={`${caption} table`}>
        <Wide>
          <Caption>{caption}</Caption>
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
            {message ? (
              <tr>
                <Message colSpan={columns.length}>{message}</Message>
              </tr>
            ) : (
              rows.map((row) => <tr key={rowKey(row)}>{renderRow(row)}</tr>)
            )}
          </tbody>
        </Wide>
      </TableScroll>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} label={`${caption} pages`} />
    </>
  );
}
