import { findPage } from '@hostel/platform';
import { boarderOf } from '../boarders/boarder-of';
import type { MessContext } from '../context';
import { toLeave } from './to-leave';

/** A page of the caller's leaves, newest first; cancelled ones carry `cancelledAt` (DESIGN §9's My Meals lists them). */
export async function listLeaves(ctx: MessContext, userId: string, query: { page?: number; limit?: number }) {
  await boarderOf(ctx, userId);
  const page = await findPage(ctx.db.leaves, { userId }, { page: query.page, limit: query.limit, pageSize: 20, sort: { createdAt: -1, _id: -1 } });
  return { data: page.items.map(toLeave), total: page.total, totalPages: page.totalPages };
}
