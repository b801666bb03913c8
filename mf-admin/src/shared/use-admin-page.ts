import { ADMIN_PAGE_SIZE } from '@hostel/contracts';
import { pageCount, removableRows, usePagedRows, usePageFor, type RemovableRows } from '@hostel/ui';

/** One page of an admin table as the API answers it: the rows and how many there are in all (10 a page). */
export interface CountedPage<T> {
  rows: T[];
  total: number;
}

export type AdminPage<T> = RemovableRows<T>;

/** A server-paged admin table (10 rows a page): `fetchPage` asks the API for one page and its total. */
export function useAdminPage<T>(key: readonly unknown[], fetchPage: (page: number, signal: AbortSignal) => Promise<CountedPage<T>>): AdminPage<T> {
  return usePagedRows(key, async (page, signal) => {
    const { rows, total } = await fetchPage(page, signal);
    return { rows, totalPages: pageCount(total, ADMIN_PAGE_SIZE) };
  });
}

/** An admin table over a list the API answers whole (upcoming meals): paged in the browser. */
export function useLocalPage<T>(key: readonly unknown[], list: T[], state: { isLoading: boolean; isError: boolean }): AdminPage<T> {
  const [requested, setPage] = usePageFor(key);
  // A shrinking list (a row removed elsewhere) must not leave the table on a page that no longer exists.
  const totalPages = pageCount(list.length, ADMIN_PAGE_SIZE);
  const page = Math.min(requested, totalPages);
  const rows = list.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  return removableRows({ page, setPage, totalPages, rows, ...state });
}
