import { usePagedRows, type PageSlice, type RemovableRows } from '@hostel/ui';

export type PagedList<T> = RemovableRows<T>;

/**
 * One server-paged list of the signed-in user's own data. `userId` null (session still loading) waits
 * instead of asking for somebody's data with an empty id.
 */
export function usePagedQuery<T>(key: readonly unknown[], userId: string | null, fetchPage: (userId: string, page: number, signal: AbortSignal) => Promise<PageSlice<T>>): PagedList<T> {
  return usePagedRows(key, (page, signal) => fetchPage(userId!, page, signal), { enabled: userId !== null });
}
