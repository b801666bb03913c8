import { findPage, textSearch } from '@hostel/platform';
import type { MessContext } from '../context';
import type { StayDoc } from '../mess-store';
import { toBoarder } from './stay-changes';
import { lastStayOf } from './stays';

/** The boarders by e-mail, each with their latest stay; or the joins waiting for approval, oldest first. */
export async function listBoarders(ctx: MessContext, query: { search?: string; status?: 'pending'; page?: number; limit?: number }) {
  const paging = { page: query.page, limit: query.limit, pageSize: 20 };
  if (query.status === 'pending') {
    const page = await findPage(ctx.db.stays, { ...textSearch(query.search, ['email']), status: 'pending' }, { ...paging, sort: { joinedAt: 1, _id: 1 } });
    return { data: page.items.map(toBoarder), total: page.total, totalPages: page.totalPages };
  }
  const page = await findPage(ctx.db.boarders, textSearch(query.search, ['email']), { ...paging, sort: { email: 1 } });
  const latest = await Promise.all(page.items.map((boarder) => lastStayOf(ctx, boarder)));
  return { data: latest.filter((stay): stay is StayDoc => stay !== null).map(toBoarder), total: page.total, totalPages: page.totalPages };
}
