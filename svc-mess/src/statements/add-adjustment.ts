import { EVENTS, MESSAGES, type Statement } from '@hostel/contracts';
import { conflict, newEvent, notFound, withOutbox } from '@hostel/platform';
import { entryId, postEntry, untilStored, type EntryDoc } from '../accounts/entry-store';
import { sumOf } from './billing';
import { snapshotEventOf, type AuditOf } from './statement-store';
import type { StatementsContext } from '../context';
import { entriesOf, namesOf, toStatement } from './to-statement';

/** The most a statement's subtotal may reach either way with adjustments: keeps totals finite and chargeable. */
const SUBTOTAL_BOUND = 1_000_000;

/**
 * Adds an adjustment (DESIGN §11): an `adjustment` entry in the boarder's account for the statement's month, never an
 * edit. The nth adjustment's entry id is derived from the statement and n, so two admins adjusting at once each post
 * one (the loser of a race reads again and takes the next n). The statement's subtotal and version, which svc-payments
 * keeps through `statement.adjusted`, are then set from the entries themselves, so a write cut short between the two
 * is completed by the next adjustment.
 */
export async function addAdjustment(ctx: StatementsContext, id: string, adjustment: { amount: number; reason: string }, by: string, audit?: AuditOf): Promise<Statement> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const doc = await ctx.db.statements.findOne({ _id: id });
    if (!doc) throw notFound('No such statement.');
    const earlier = await ctx.books.entries.find({ userId: doc.userId, ref: id, kind: 'adjustment' });
    const subtotal = sumOf(doc.lines) + sumOf(earlier) + adjustment.amount;
    if (Math.abs(subtotal) > SUBTOTAL_BOUND) throw conflict(MESSAGES.adjustmentOutOfRange);
    const now = ctx.clock.now();
    const entry: EntryDoc = {
      _id: entryId('adjustment', id, String(earlier.length + 1)),
      userId: doc.userId,
      at: now.toISOString(),
      kind: 'adjustment',
      amount: adjustment.amount,
      month: doc.month,
      ref: id,
      by,
      note: adjustment.reason,
    };
    if (await ctx.books.entries.findOne({ _id: entry._id })) continue;
    // Posted by this call, also when the database cut the answer of a post that landed.
    const ours = async () => (await postEntry(ctx.books.entries, entry)) || isSame(await ctx.books.entries.findOne({ _id: entry._id }), entry);
    const version = earlier.length + 2;
    const after = { ...doc, subtotal, version };
    let update = withOutbox({ $set: { subtotal, version } }, newEvent(EVENTS.statementAdjusted, snapshotEventOf(after)));
    if (audit) update = withOutbox(update, audit({ target: { type: 'statement', id }, before: { subtotal: doc.subtotal, version: doc.version }, after: { subtotal, version, adjustment: { amount: adjustment.amount, reason: adjustment.reason } } }));
    // Once the entry stands, the statement (and svc-payments, through statement.adjusted) must follow it, also when
    // the database stays away longer than this request: then in the background, and only for an entry that landed.
    const follow = () => ctx.db.statements.updateOne({ _id: id, version: { $lt: version } }, update);
    const followIfPosted = async () => {
      if (isSame(await ctx.books.entries.findOne({ _id: entry._id }), entry)) await follow();
    };
    if (await untilStored(ours, followIfPosted)) {
      await untilStored(follow, follow);
      const [names, entries] = await Promise.all([namesOf(ctx.profiles, [doc.userId]), entriesOf(ctx.books, [doc.userId])]);
      return toStatement(doc, entries.get(doc.userId) ?? [], names.get(doc.userId), now);
    }
  }
  throw conflict(MESSAGES.statementBusy);
}

const isSame = (stored: EntryDoc | null, entry: EntryDoc) => stored?.at === entry.at && stored.by === entry.by && stored.amount === entry.amount && stored.note === entry.note;
