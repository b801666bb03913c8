import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@hostel/contracts';
import { pageCount, removableRows, useDeferredAnswer, type RemovableRows } from '@hostel/ui';

export interface PageSlice<T> {
  rows: T[];
  total: number;
}

/**
 * The current page, remembered per query key: a new search (a new key) starts again at page 1 without an
 * effect or a reset call in every caller.
 */
function usePageFor(key: readonly unknown[]) {
  const keyHash = JSON.stringify(key);
  const [paging, setPaging] = useState({ keyHash, page: 1 });
  const page = paging.keyHash === keyHash ? paging.page : 1;
  const setPage = (next: number) => setPaging({ keyHash, page: next });
  return [page, setPage] as const;
}

export type AdminPage<T> = RemovableRows<T>;

function pageApi<T>(page: number, setPage: (page: number) => void, rows: T[], total: number, state: { isLoading: boolean; isError: boolean }): AdminPage<T> {
  return removableRows({ page, setPage, totalPages: pageCount(total, ADMIN_PAGE_SIZE), rows, ...state });
}

/** A server-paged admin table (10 rows a page): `fetchPage` asks the API for one page and its total. */
export function useAdminPage<T>(key: readonly unknown[], fetchPage: (page: number, signal: AbortSignal) => Promise<PageSlice<T>>): AdminPage<T> {
  const [page, setPage] = usePageFor(key);
  const result = useQuery({
    queryKey: [...key, 'page', page],
    queryFn: ({ signal }) => fetchPage(page, signal),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  // The table renders a step behind its data (see useDeferredAnswer): each section's first answer on the dashboard
  // was one long task on a slow phone.
  const { shown: data, arriving } = useDeferredAnswer(result.data);
  return pageApi(page, setPage, data?.rows ?? [], data?.total ?? 0, { isLoading: result.isLoading || arriving, isError: result.isError });
}

/** An admin table over a list the API answers whole (upcoming meals): paged in the browser. */
export function useLocalPage<T>(key: readonly unknown[], list: T[], state: { isLoading: boolean; isError: boolean }): AdminPage<T> {
  const [requested, setPage] = usePageFor(key);
  // A shrinking list (a row removed elsewhere) must not leave the table on a page that no longer exists.
  const page = Math.min(requested, pageCount(list.length, ADMIN_PAGE_SIZE));
  const rows = list.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  return pageApi(page, setPage, rows, list.length, state);
}
