import type { Statement } from '@hostel/contracts';
import { refuse } from '@hostel/platform';
import { boarderOf } from '../boarders/boarder-of';
import { computeMonth } from './compute-month';
import { monthOf } from './months';
import { readIssued } from './read-issued';
import type { StatementsContext } from '../context';
import { namesOf, previewStatement } from './to-statement';

/** The caller's statement of a month: the running month's preview, or an issued one (404 for a past month without). */
export async function myStatement(ctx: StatementsContext, userId: string, month: string | undefined): Promise<Statement> {
  const now = ctx.clock.now();
  const running = monthOf(now);
  const wanted = month ?? running;
  const issued = await ctx.db.statements.findOne({ userId, month: wanted });
  if (issued) return (await readIssued(ctx, [issued], now))[0]!;
  if (wanted !== running) throw refuse(404, 'noStatementOfMonth', { month: wanted });
  const boarder = await boarderOf(ctx, userId);
  const [{ bill }, names] = await Promise.all([computeMonth(ctx, wanted, userId), namesOf(ctx.profiles, [userId])]);
  return previewStatement(boarder, names.get(userId), wanted, bill.linesOf(userId));
}
