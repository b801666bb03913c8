import type { Caller } from '@hostel/accounts';
import type { Receipt } from '@hostel/contracts';
import { notFound } from '@hostel/platform';
import type { StatementsContext } from '../context';
import { namesOf } from '../statements/to-statement';
import { toReceipt } from './receipts';

/** A receipt for the boarder it was made out to, or for an admin; anyone else learns nothing of it (404). */
export async function readReceipt(ctx: StatementsContext, receiptId: string, caller: Pick<Caller, 'id' | 'role'>): Promise<Receipt> {
  const receipt = await ctx.books.receipts.findOne({ _id: receiptId });
  if (!receipt || (receipt.userId !== caller.id && caller.role !== 'admin')) throw notFound('No such receipt.');
  const names = await namesOf(ctx.profiles, [receipt.userId]);
  return toReceipt(receipt, names.get(receipt.userId));
}
