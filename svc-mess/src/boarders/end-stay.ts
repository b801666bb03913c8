import { notFound, type Auditor } from '@hostel/platform';
import { MESSAGES, todayInDhaka, type Boarder } from '@hostel/contracts';
import type { MessContext } from '../context';
import { endStayFrom } from './stay-changes';
import { findBoarder, lastStayOf } from './stays';

/** An admin ends anyone's stay (or turns down their join) from `from`: 404 for one without a stay still running. */
export async function endStay(ctx: MessContext, userId: string, from: string, audit: Auditor): Promise<Boarder> {
  const boarder = await findBoarder(ctx, userId);
  const last = boarder && (await lastStayOf(ctx, boarder));
  if (!last || last.until <= todayInDhaka(ctx.clock.now())) throw notFound(MESSAGES.noStayToEnd);
  return endStayFrom(ctx, last, from, audit);
}
