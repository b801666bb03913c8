import { randomUUID } from 'node:crypto';
import { todayInDhaka, type Receipt, type RecordPaymentBody } from '@hostel/contracts';
import { conflict, DuplicateKeyError, notFound, outboxed } from '@hostel/platform';
import { entryId, postEntry, untilStored, type EntryDoc, type ReceiptDoc } from '../accounts/entry-store';
import { derivedId } from '../derived-id';
import type { AuditOf } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { namesOf } from '../statements/to-statement';
import { isMobileMoney, receiptNumberOf, referenceKeyOf, toReceipt } from './receipts';

/** Enough tries for every one of many managers recording at once to find a free number. */
const NUMBER_ATTEMPTS = 200;
const ALREADY_RECORDED = 'This reference is already recorded for that method.';

/**
 * Records money handed over in person (DESIGN §11): a receipt numbered after the month's last one, then a `payment`
 * entry in the boarder's account derived from it. The number is taken by inserting it under a unique (month, number)
 * index and taking the next on a clash, so numbers never skip: no counter moves without its receipt. A mobile-money
 * reference is unique per method by the same kind of index, which makes recording one transfer twice a 409.
 */
export async function recordPayment(ctx: StatementsContext, input: RecordPaymentBody, by: string, audit?: AuditOf): Promise<Receipt> {
  const boarder = (await ctx.db.boarders.findOne({ userId: input.userId })) ?? (await ctx.db.statements.findOne({ userId: input.userId }, { projection: { userId: 1, email: 1 } }));
  if (!boarder) throw notFound('No such boarder of the mess.');
  const reference = input.reference.trim();
  if (isMobileMoney(input.method)) {
    const recorded = await ctx.books.receipts.findOne({ referenceKey: referenceKeyOf(input.method, reference, '') });
    if (recorded) {
      // The manager sends it again when the database cut the first answer: its entry may be what was cut.
      await postEntry(ctx.books.entries, paymentEntryOf(recorded));
      throw conflict(ALREADY_RECORDED);
    }
  }
  const now = ctx.clock.now();
  const period = todayInDhaka(now).slice(0, 7).replace('-', '');
  const receivedAt = new Date(input.receivedAt).toISOString();
  const recording = randomUUID();
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const last = await ctx.books.receipts.findOne({ period }, { sort: { seq: -1 }, projection: { seq: 1 } });
    const seq = (last?.seq ?? 0) + 1;
    const number = receiptNumberOf(period, seq);
    const doc: ReceiptDoc = {
      _id: derivedId('receipt', period, String(seq)),
      period,
      seq,
      number,
      userId: input.userId,
      email: boarder.email,
      amount: input.amount,
      method: input.method,
      reference,
      referenceKey: referenceKeyOf(input.method, reference, number),
      receivedAt,
      recordedAt: now.toISOString(),
      recordedBy: by,
      recording,
    };
    // The audit entry travels in the receipt's own write (the outbox).
    const write = audit ? outboxed(doc, audit({ target: { type: 'receipt', id: doc._id }, after: { number, userId: doc.userId, amount: doc.amount, method: doc.method, reference } })) : doc;
    const insert = async () => {
      try {
        await ctx.books.receipts.insertOne(write);
      } catch (err) {
        // Tried again after the database cut the answer of an insert that landed: the receipt is this call's.
        if (err instanceof DuplicateKeyError && (await ctx.books.receipts.findOne({ _id: doc._id }, { projection: { recording: 1 } }))?.recording === recording) return;
        throw err;
      }
    };
    try {
      await untilStored(insert);
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
      if (isMobileMoney(input.method) && (await ctx.books.receipts.findOne({ referenceKey: doc.referenceKey }, { projection: { _id: 1 } }))) throw conflict(ALREADY_RECORDED);
      continue;
    }
    const post = () => postEntry(ctx.books.entries, paymentEntryOf(doc));
    await untilStored(post, post);
    const names = await namesOf(ctx.profiles, [doc.userId]);
    return toReceipt(doc, names.get(doc.userId));
  }
  throw conflict('Too many payments are being recorded at once; try again.');
}

/** A receipt's `payment` entry, its id derived from the receipt's: posting it again changes nothing. */
function paymentEntryOf(receipt: ReceiptDoc): EntryDoc {
  return {
    _id: entryId('payment', receipt._id),
    userId: receipt.userId,
    at: receipt.receivedAt,
    kind: 'payment',
    amount: -receipt.amount,
    ref: receipt._id,
    by: receipt.recordedBy,
    method: receipt.method,
    reference: receipt.reference,
    receiptId: receipt._id,
    receiptNumber: receipt.number,
  };
}
