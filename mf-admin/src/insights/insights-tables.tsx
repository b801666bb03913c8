import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, visuallyHidden } from '@hostel/ui';
import { useAdminT } from '../i18n';

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

const NO_PAGES = { page: 1, totalPages: 1, setPage: () => {}, isLoading: false, isError: false };

/**
 * The data table behind one chart, for screen readers (the chart itself is hidden from them): the kit's table with a
 * caption naming it, column headers and a header cell per row, so each value is read with its row and column. It is
 * drawn once the chart's data has loaded, so it is never loading or failed; one page holds all its rows.
 */
export function ChartTable<T>({ caption, columns, rows, rowKey, cells }: ChartTableProps<T>) {
  const { t } = useAdminT();
  return (
    <Hidden>
      <DataTable
        caption={caption}
        columns={[...columns]}
        list={{ ...NO_PAGES, rows: [...rows] }}
        rowKey={rowKey}
        renderCells={(row) => [...cells(row)]}
        empty={t('insights.noData')}
        loadError={t('insights.loadError')}
        rowHeaders
        forReadersOnly
      />
    </Hidden>
  );
}
