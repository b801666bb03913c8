import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, Table, TableScroll } from './layout';
import { Pagination } from './pagination';
import type { PagedRows } from '../paging/paged-rows';
import { Spinner } from './spinner';
import { visuallyHidden } from './visually-hidden';
import { useUiT } from '../i18n/ui-catalogue';

const Caption = styled.caption`
  ${visuallyHidden}
`;

/** On phones each row becomes a small card of "column: value" lines, so no action is off screen. */
const Responsive = styled(Table)`
  td { overflow-wrap: anywhere; }
  td button { white-space: nowrap; }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    thead { ${visuallyHidden} }
    tbody tr { display: block; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding: 8px 0; }
    tbody tr:last-child { border-bottom: none; }
    td { display: grid; grid-template-columns: 8.5rem 1fr; gap: 8px; align-items: center; border-bottom: none; padding: 6px 12px; }
    td > * { justify-self: start; }
    td:not([data-label]) { display: block; }
    td[data-label]::before { content: attr(data-label); font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  }
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
  list: PagedRows<T>;
  rowKey: (row: T) => string;
  /** One cell per column, in the columns' order. */
  renderCells: (row: T) => ReactNode[];
  empty: string;
  loadError: string;
  /** The first cell of each row heads it (`th scope="row"`), so a screen reader reads each value with its row. */
  rowHeaders?: boolean;
  /**
   * A table in a visually hidden box, for screen readers only (a chart's data): no sideways scroller of its own (the
   * box's clip holds it, and a scroller there is a region no keyboard reaches: axe's scrollable-region-focusable),
   * and no phone cards (their column labels would be read a second time).
   */
  forReadersOnly?: boolean;
}

/** The table of every dashboard and admin section: header, loading, load error, empty text, rows and pages. */
export function DataTable<T>({ caption, columns, list, rowKey, renderCells, empty, loadError, rowHeaders = false, forReadersOnly = false }: DataTableProps<T>) {
  const { t } = useUiT();
  const { rows, isLoading, isError, page, totalPages, setPage } = list;
  const message = isLoading ? <Spinner /> : isError ? <ErrorText role="alert">{loadError}</ErrorText> : rows.length === 0 ? empty : null;
  const Scroll = forReadersOnly ? Fragment : TableScroll;
  const Layout = forReadersOnly ? Table : Responsive;
  return (
    <>
      <Scroll>
        <Layout>
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
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {renderCells(row).map((cell, i) =>
                    rowHeaders && i === 0 ? (
                      <th key={columns[i] ?? i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={columns[i] ?? i} data-label={forReadersOnly ? undefined : columns[i]}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </Layout>
      </Scroll>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} label={t('pagination.pagesOf', { caption })} />
    </>
  );
}
