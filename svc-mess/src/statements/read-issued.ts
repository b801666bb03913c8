import type { Statement } from '@hostel/contracts';
import { entriesWithLateFees } from '../late-fee/accrue-late-fees';
import type { StatementDoc } from './statement-store';
import type { StatementsContext } from '../context';
import { namesOf, toStatement } from './to-statement';

/** Issued statements read from their boarders' accounts, with their names. */
export async function readIssued(ctx: StatementsContext, docs: StatementDoc[], now: Date): Promise<Statement[]> {
  const userIds = [...new Set(docs.map((doc) => doc.userId))];
  const [names, { entries }] = await Promise.all([namesOf(ctx.profiles, userIds), entriesWithLateFees(ctx, docs)]);
  return docs.map((doc) => toStatement(doc, entries.get(doc.userId) ?? [], names.get(doc.userId), now));
}
