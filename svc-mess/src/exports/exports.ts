import { MEAL_SLOTS, shiftDate, todayInDhaka, type Statement } from '@hostel/contracts';
import { refuse } from '@hostel/platform';
import { headcountDays } from '../headcount/headcount';
import { monthDays } from '../statements/billing';
import { inBatches, type StatementsContext } from '../statements/statement-store';
import { monthPreview } from '../statements/statements';
import { entriesWithLateFees } from '../late-fee/accrue-late-fees';
import { namesOf, previewStatement, toStatement } from '../statements/to-statement';
import type { CsvFile } from './csv';

/** The most days one headcount export covers; it is read a month at a time. */
export const HEADCOUNT_CSV_MAX_DAYS = 366;
const HEADCOUNT_CHUNK_DAYS = 31;

/** The headcount of [from, to] by day and slot, then the column totals. */
export function headcountCsv(ctx: StatementsContext, from: string, to: string): CsvFile {
  if (to > shiftDate(from, HEADCOUNT_CSV_MAX_DAYS - 1)) throw refuse(400, 'rangeTooLong', { count: HEADCOUNT_CSV_MAX_DAYS });
  async function* rows() {
    const total = { on: 0, guests: 0, plates: 0, off: 0 };
    for (let start = from; start <= to; start = shiftDate(start, HEADCOUNT_CHUNK_DAYS)) {
      const end = shiftDate(start, HEADCOUNT_CHUNK_DAYS - 1) < to ? shiftDate(start, HEADCOUNT_CHUNK_DAYS - 1) : to;
      for (const day of await headcountDays(ctx, start, end)) {
        for (const slot of day.slots) {
          total.on += slot.on;
          total.guests += slot.guests;
          total.plates += slot.plates;
          total.off += slot.off;
          yield [day.date, slot.slot, slot.on, slot.guests, slot.plates, slot.off];
        }
      }
    }
    yield ['Total', '', total.on, total.guests, total.plates, total.off];
  }
  return { columns: ['Date', 'Slot', 'On', 'Guests', 'Plates', 'Off'], rows: rows() };
}

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

/** One boarder's statement: a row per line, then the total (the API's `total`). */
export function myStatementCsv(statement: Statement): CsvFile {
  return {
    columns: ['Month', 'Kind', 'Count', 'Rate', 'Amount', 'Reason'],
    rows: [
      ...statement.lines.map((line) => [statement.month, line.kind, line.count, line.rate, line.amount, line.reason]),
      [statement.month, 'Total', '', '', statement.total, ''],
    ],
  };
}
