import type { Collection, Doc, Filter, FindOptions, SortSpec } from './document-store';

/** Which page of a list a caller asks for: `page` counts from 1, `limit` is the page's size. */
export interface PageRequest {
  page?: number;
  limit?: number;
  /** The size of a page when the request names none. */
  pageSize?: number;
  /**
   * For lists the spec's client reads whole (GET /meals, /users, /serve-meals): without a `page` the list is not
   * cut, unless a `limit` asks for its first items.
   */
  wholeUnlessPaged?: boolean;
}

/** page/limit → skip/limit; `limit` is absent when the whole list is asked for. */
export function pageWindow(request: PageRequest): { skip: number; limit?: number } {
  const pageSize = request.page || !request.wholeUnlessPaged ? request.pageSize : undefined;
  const limit = request.limit ?? pageSize;
  return { skip: request.page && limit ? (request.page - 1) * limit : 0, ...(limit ? { limit } : {}) };
}

/** How many pages `total` items fill (a list that is not cut is one page, or none when empty). */
export const pageCount = (total: number, limit: number | undefined): number => (limit ? Math.ceil(total / limit) : Math.min(total, 1));

export interface Page<T> {
  items: T[];
  /** Every match, on this page or not. */
  total: number;
  totalPages: number;
}

/**
 * One page of the matches and how many there are in all (both read at once). With a projection, the items carry
 * only the fields it keeps (`{ _id: 1 }`: the ids of the page).
 */
export async function findPage<T extends Doc>(
  collection: Collection<T>,
  filter: Filter,
  request: PageRequest & { sort?: SortSpec; projection?: FindOptions['projection'] },
): Promise<Page<T>> {
  const window = pageWindow(request);
  const options: FindOptions = { ...(request.sort ? { sort: request.sort } : {}), ...(request.projection ? { projection: request.projection } : {}), ...window };
  const [items, total] = await Promise.all([collection.find(filter, options), collection.count(filter)]);
  return { items, total, totalPages: pageCount(total, window.limit) };
}
