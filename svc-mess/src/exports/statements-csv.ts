import { MEAL_SLOTS, todayInDhaka, type Statement } from '@hostel/contracts';
import { entriesWithLateFees } from '../late-fee/accrue-late-fees';
import { monthDays } from '../statements/billing';
import { monthPreview } from '../statements/month-preview';
import { inBatches } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { namesOf, previewStatement, toStatement } from '../statements/to-statement';
import type { CsvFile } from './csv';

const STATEMENT_COLUMNS = ['Email', 'Name', 'Status', ...MEAL_SLOTS, 'Guests', 'Adjustments', 'Subtotal', 'Late fee', 'Total', 'Due date', 'Paid at'] as const;

function statementRow(statement: Statement) {
  const count = (kind: string) => statement.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + (line.count ?? 0), 0);
  const adjustments = statement.lines.filter((line) => line.kind === 'adjustment').reduce((sum, line) => sum + line.amount, 0);
  return [statement.email, statement.name, statement.status, ...MEAL_SLOTS.map(count), count('guest'), adjustments, statement.subtotal, statement.lateFee, statement.total, statement.dueDate, statement.paidAt];
}

/**
 * Every boarder's statement of a month, then the totals (the sums of the API's subtotals, late fees and totals).
 * A closed month's statements are read from the store a batch at a time; an open month's previews are computed
 * for the month at once (a tally per boarder, not their slots).
 */
export function statementsCsv(ctx: StatementsContext, month: string): CsvFile {
  async function* statements(): AsyncGenerator<Statement> {
    const now = ctx.clock.now();
    if ((await ctx.db.statements.count({ month })) > 0) {
      for await (const batch of inBatches(ctx.db.statements, { month })) {
        const userIds = batch.map((doc) => doc.userId);
        const [names, { entries }] = await Promise.all([namesOf(ctx.profiles, userIds), entriesWithLateFees(ctx, batch)]);
        for (const doc of batch) yield toStatement(doc, entries.get(doc.userId) ?? [], names.get(doc.userId), now);
      }
      return;
    }
    if (monthDays(month).first > todayInDhaka(now)) return;
    // The list's computation of these seconds, if any: the CSV then says what the page just showed.
    const { bill, boarders } = await monthPreview(ctx, month);
    for (let start = 0; start < boarders.length; start += 1000) {
      const batch = boarders.slice(start, start + 1000);
      const names = await namesOf(ctx.profiles, batch.map((boarder) => boarder.userId));
      for (const boarder of batch) yield previewStatement(boarder, names.get(boarder.userId), month, bill.linesOf(boarder.userId));
    }
  }
  async function* rows() {
    const total = { subtotal: 0, lateFee: 0, total: 0 };
    for await (const statement of statements()) {
      total.subtotal += statement.subtotal;
      total.lateFee += statement.lateFee;
      total.total += statement.total;
      yield statementRow(statement);
    }
    yield ['Total', '', '', '', '', '', '', '', total.subtotal, total.lateFee, total.total, '', ''];
  }
  return { columns: STATEMENT_COLUMNS, rows: rows() };
}
