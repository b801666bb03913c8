import type { CardTotal, Mismatch, Reconciliation } from '@hostel/contracts';
import { balanceOf, entryId, type EntryDoc } from '../accounts/entry-store';
import { snapshotOf } from '../accounts/statement-snapshot';
import { sumOf } from '../statements/billing';
import { inBatches, type StatementDoc } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { entriesOf } from '../statements/to-statement';

/**
 * Checks the books (DESIGN §11) and answers every mismatch: each account's balance is the sum of its entries by kind
 * (no entry is lost between a page and the total), each statement's closing is opening + charges − payments with its
 * meals charged as its lines say and its subtotal as its adjustments say, and each receipt has its payment entry
 * (and its void when voided). The card payments per boarder are answered for svc-payments' record to be compared
 * with (`npm run reconcile`).
 */
export async function reconcile(ctx: Pick<StatementsContext, 'db' | 'books' | 'clock'>, month?: string): Promise<Reconciliation> {
  const mismatches: Mismatch[] = [];
  const byUser = new Map<string, EntryDoc[]>();
  for await (const batch of inBatches(ctx.books.entries, {})) {
    for (const entry of batch) {
      const own = byUser.get(entry.userId) ?? [];
      own.push(entry);
      byUser.set(entry.userId, own);
    }
  }
  const cards: CardTotal[] = [];
  for (const [userId, entries] of byUser) {
    const byKind = new Map<string, number>();
    for (const entry of entries) byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + entry.amount);
    const stored = balanceOf(await ctx.books.entries.find({ userId }, { projection: { amount: 1 } }));
    const summed = [...byKind.values()].reduce((sum, amount) => sum + amount, 0);
    if (stored !== summed) mismatches.push({ kind: 'balance', subject: userId, expected: summed, actual: stored });
    const card = entries.filter((entry) => entry.method === 'card');
    if (card.length > 0) {
      cards.push({
        userId,
        charged: -balanceOf(card.filter((entry) => entry.kind === 'payment')),
        refunded: balanceOf(card.filter((entry) => entry.kind === 'refund')),
      });
    }
  }
  let statements = 0;
  for await (const batch of inBatches(ctx.db.statements, month ? { month } : {})) {
    statements += batch.length;
    const entries = await entriesOf(ctx.books, [...new Set(batch.map((doc) => doc.userId))]);
    for (const doc of batch) mismatches.push(...statementMismatches(doc, entries.get(doc.userId) ?? []));
  }
  for await (const batch of inBatches(ctx.books.receipts, {})) {
    for (const receipt of batch) {
      const entries = byUser.get(receipt.userId) ?? [];
      const paid = entries.find((entry) => entry._id === entryId('payment', receipt._id));
      if (paid?.amount !== -receipt.amount) mismatches.push({ kind: 'receipt', subject: receipt._id, expected: -receipt.amount, actual: paid?.amount ?? 0 });
      const voided = entries.find((entry) => entry._id === entryId('void', receipt._id));
      if (Boolean(receipt.voidedAt) !== Boolean(voided)) mismatches.push({ kind: 'receipt', subject: receipt._id, expected: receipt.voidedAt ? receipt.amount : 0, actual: voided?.amount ?? 0 });
    }
  }
  return { checkedAt: ctx.clock.now().toISOString(), ...(month ? { month } : {}), accounts: byUser.size, statements, mismatches, cards };
}

function statementMismatches(doc: StatementDoc, entries: readonly EntryDoc[]): Mismatch[] {
  const found: Mismatch[] = [];
  const snapshot = snapshotOf(doc, entries);
  const closing = snapshot.opening + snapshot.charges - snapshot.payments;
  if (closing !== snapshot.closing) found.push({ kind: 'statement', subject: doc._id, expected: closing, actual: snapshot.closing });
  const mealCharges = balanceOf(entries.filter((entry) => entry.ref === doc._id && (entry.kind === 'meals' || entry.kind === 'guest')));
  if (mealCharges !== sumOf(doc.lines)) found.push({ kind: 'statement', subject: doc._id, expected: sumOf(doc.lines), actual: mealCharges });
  const adjusted = sumOf(doc.lines) + balanceOf(entries.filter((entry) => entry.ref === doc._id && entry.kind === 'adjustment'));
  if (adjusted !== doc.subtotal) found.push({ kind: 'statement', subject: doc._id, expected: adjusted, actual: doc.subtotal });
  return found;
}
