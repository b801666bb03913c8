import { USER_REQUESTS_PAGE_SIZE, type ServeRequestPageResponse } from '@hostel/contracts';
import { findPage, type PageRequest } from '@hostel/platform';
import { ACTIVE, toServeRequest, type ServeCollection } from './serve-store';

/** One user's requests, newest first, a page at a time (their dashboard). */
export async function listUserRequests(requests: ServeCollection, userId: string, paging: PageRequest): Promise<ServeRequestPageResponse> {
  const page = await findPage(requests, { userId, ...ACTIVE }, { ...paging, pageSize: USER_REQUESTS_PAGE_SIZE, sort: { createdAt: -1 } });
  return { meals: page.items.map(toServeRequest), totalPages: page.totalPages };
}
