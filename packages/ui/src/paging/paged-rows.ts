/** What a paged table shows: one page of rows and where it is, whichever hook fetched it. */
export interface PagedRows<T> {
  page: number;
  setPage: (page: number) => void;
  totalPages: number;
  rows: T[];
  isLoading: boolean;
  isError: boolean;
}

/** A page whose rows can be removed by the user (cancel, delete). */
export interface RemovableRows<T> extends PagedRows<T> {
  /** After removing a row: when it was the last one on a later page, step back so the table is not left empty. */
  afterRemove: () => void;
}

/** Pages for `count` items of `size` a page; never fewer than one page. */
export const pageCount = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

export function removableRows<T>(rows: PagedRows<T>): RemovableRows<T> {
  return {
    ...rows,
    afterRemove: () => {
      if (rows.rows.length === 1 && rows.page > 1) rows.setPage(rows.page - 1);
    },
  };
}
