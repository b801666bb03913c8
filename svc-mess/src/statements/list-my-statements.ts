import type { Statement } from '@hostel/contracts';
import { forbidden } from '@hostel/platform';
import { readIssued } from './read-issued';
import type { StatementsContext } from '../context';

/** The caller's issued statements, newest first; 403 for one who never boarded. */
export async function myStatements(ctx: StatementsContext, userId: string): Promise<{ data: Statement[] }> {
  const [docs, boarder] = await Promise.all([ctx.db.statements.find({ userId }, { sort: { month: -1 } }), ctx.db.boarders.findOne({ userId })]);
  if (!boarder && docs.length === 0) throw forbidden('You are not a boarder of the mess. Join it first.');
  return { data: await readIssued(ctx, docs, ctx.clock.now()) };
}
