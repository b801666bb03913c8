import type { Receipt } from '@hostel/contracts';
import { conflict, notFound, withOutbox } from '@hostel/platform';
import { entryId, postEntry } from '../accounts/entry-store';
import type { AuditOf } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { namesOf } from '../statements/to-statement';
import { toReceipt } from './receipts';

const ALREADY_VOIDED = 'This payment is voided already.';

/**
 * Voids a payment recorded in person (DESIGN §11): a `void` entry, derived from the receipt (so once), gives its
 * amount back to the balance; the receipt stays, marked voided with the reason. Nothing is deleted.
 */
export async function voidPayment(ctx: StatementsContext, receiptId: string, reason: string, by: string, audit?: AuditOf): Promise<Receipt> {
  const receipt = await ctx.books.receipts.findOne({ _id: receiptId });
  if (!receipt) throw notFound('No such receipt.');
  if (receipt.voidedAt) throw conflict(ALREADY_VOIDED);
  const now = ctx.clock.now().toISOString();
  const posted = await postEntry(ctx.books.entries, {
    _id: entryId('void', receipt._id),
    userId: receipt.userId,
    at: now,
    kind: 'void',
    amount: receipt.amount,
    ref: entryId('payment', receipt._id),
    by,
    note: reason,
    method: receipt.method,
    reference: receipt.reference,
    receiptId: receipt._id,
    receiptNumber: receipt.number,
  });
  // Voided by another call a moment ago (its entry stands): that call marks the receipt.
  if (!posted) throw conflict(ALREADY_VOIDED);
  const marks = { voidedAt: now, voidReason: reason };
  const update = audit ? withOutbox({ $set: marks }, audit({ target: { type: 'receipt', id: receipt._id }, before: { number: receipt.number, amount: receipt.amount }, after: { voided: true, reason } })) : { $set: marks };
  await ctx.books.receipts.updateOne({ _id: receipt._id, voidedAt: { $exists: false } }, update);
  const names = await namesOf(ctx.profiles, [receipt.userId]);
  return toReceipt({ ...receipt, ...marks }, names.get(receipt.userId));
}
