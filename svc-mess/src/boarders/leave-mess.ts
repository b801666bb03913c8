import type { Boarder } from '@hostel/contracts';
import type { MessContext } from '../context';
import { boarderOf } from './boarder-of';
import { endStayFrom } from './stay-changes';
import { lastStayOf } from './stays';

/** Leaves the mess from `from` on: no meals that day or after. */
export async function leaveMess(ctx: MessContext, userId: string, from: string): Promise<Boarder> {
  const boarder = await boarderOf(ctx, userId);
  return endStayFrom(ctx, (await lastStayOf(ctx, boarder))!, from);
}
