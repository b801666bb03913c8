import { ADMIN_PAGE_SIZE, type ServeRequest } from '@hostel/contracts';
import { findPage, textSearch, type PageRequest } from '@hostel/platform';
import { ACTIVE, toServeRequest, type ServeCollection } from './serve-store';

export interface RequestsQuery extends PageRequest {
  /** Matches the meal's title, the requester's name or e-mail. */
  search?: string;
}

/** Every request, newest first, for the admin's serving table; whole unless a page is asked. */
export async function listRequests(requests: ServeCollection, { search, ...paging }: RequestsQuery): Promise<{ requests: ServeRequest[]; total: number }> {
  const filter = { ...textSearch(search, ['title', 'userName', 'userEmail']), ...ACTIVE };
  const page = await findPage(requests, filter, { ...paging, pageSize: ADMIN_PAGE_SIZE, wholeUnlessPaged: true, sort: { createdAt: -1 } });
  return { requests: page.items.map(toServeRequest), total: page.total };
}
