import type { AccountEntry, EntryKind, InPersonMethod, PaymentMethod } from '@hostel/contracts';
import { DuplicateKeyError, StoreUnavailableError, type Collection, type Doc, type DocumentStore, type OutboxFields } from '@hostel/platform';
import { derivedId } from '../derived-id';

/**
 * One posting to a boarder's account (DESIGN §11): never edited or deleted. Its id is derived from what it records
 * (a statement's meals, a Stripe intent, a receipt, a statement's late day), so posting it again is a duplicate the
 * unique id refuses: every posting is idempotent, whoever retries it.
 */
export interface EntryDoc extends Doc {
  userId: string;
  at: string;
  kind: EntryKind;
  /** Taka: positive owed, negative paid or credited. */
  amount: number;
  month?: string;
  ref: string;
  by: string;
  note?: string;
  method?: PaymentMethod;
  reference?: string;
  receiptId?: string;
  receiptNumber?: string;
}

/** A payment recorded in person, numbered R-YYYYMM-NNNN without gaps in its month; it carries its audit entry. */
export interface ReceiptDoc extends Doc, OutboxFields {
  /** `YYYYMM` of when it was received, in Dhaka; with `seq`, unique. */
  period: string;
  seq: number;
  number: string;
  userId: string;
  email: string;
  amount: number;
  method: InPersonMethod;
  reference: string;
  /** `method|reference` for mobile money (one transfer is recorded once), else the receipt's own number. */
  referenceKey: string;
  receivedAt: string;
  recordedAt: string;
  recordedBy: string;
  /** The recording call's own token: its insert tried again after a lost answer knows its receipt. */
  recording?: string;
  voidedAt?: string;
  voidReason?: string;
}

/** The mess's books: the accounts' entries and the receipts of payments made in person. */
export interface Books {
  entries: Collection<EntryDoc>;
  receipts: Collection<ReceiptDoc>;
}

export async function openBooks(store: DocumentStore): Promise<Books> {
  const books: Books = { entries: store.collection<EntryDoc>('account_entries'), receipts: store.collection<ReceiptDoc>('receipts') };
  await Promise.all([
    books.entries.createIndex({ userId: 1, at: -1 }),
    books.entries.createIndex({ month: 1 }),
    books.receipts.createIndex({ period: 1, seq: 1 }, { unique: true }),
    books.receipts.createIndex({ referenceKey: 1 }, { unique: true }),
    books.receipts.createIndex({ userId: 1 }),
  ]);
  return books;
}

/** An entry's id from what makes it unique: `entryId('payment', intentId)`, `entryId('late fee', statementId, day)`. */
export const entryId = (kind: EntryKind, ...parts: string[]) => derivedId('entry', kind, ...parts);

/** Kinds that charge the boarder for a month. */
export const CHARGE_KINDS: ReadonlySet<EntryKind> = new Set(['meals', 'guest', 'adjustment', 'late fee', 'fixed share', 'bazar share']);

/**
 * Posts entries once each: a batch at a time, and when some were posted before (a retry, a concurrent close), the
 * rest one by one. How many this call posted.
 */
export async function postEntries(entries: Collection<EntryDoc>, docs: EntryDoc[]): Promise<number> {
  if (docs.length === 0) return 0;
  try {
    await entries.insertMany(docs);
    return docs.length;
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
  let posted = 0;
  for (const doc of docs) if (await postEntry(entries, doc)) posted++;
  return posted;
}

/** Posts one entry; false when it was posted before. */
export async function postEntry(entries: Collection<EntryDoc>, doc: EntryDoc): Promise<boolean> {
  try {
    await entries.insertOne(doc);
    return true;
  } catch (err) {
    if (err instanceof DuplicateKeyError) return false;
    throw err;
  }
}

/** How long a write that follows a posted entry is tried again while the database is away (under the gateway's 15 s). */
const FOLLOW_UP_MS = 10_000;

/** How often a completion left to the background tries again while the database stays away. */
const LATER_EVERY_MS = 1_000;

/**
 * Runs a write that completes one already made (the statement after its adjustment's entry, the entry after its
 * receipt) until it lands: an answer lost with the database would leave the first write without the second, and the
 * caller cannot tell. Each such write is idempotent (a derived id, a version guard). After FOLLOW_UP_MS the caller
 * gets the failure and `later`, when given, goes on in the background until the database is back.
 */
export async function untilStored<T>(write: () => Promise<T>, later?: () => Promise<unknown>): Promise<T> {
  const deadline = Date.now() + FOLLOW_UP_MS;
  for (;;) {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof StoreUnavailableError)) throw err;
      if (Date.now() > deadline) {
        if (later) finishLater(later);
        throw err;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function finishLater(write: () => Promise<unknown>): void {
  const attempt = () => {
    write().catch((err: unknown) => {
      if (err instanceof StoreUnavailableError) setTimeout(attempt, LATER_EVERY_MS).unref();
    });
  };
  setTimeout(attempt, LATER_EVERY_MS).unref();
}

/** An entry as the API answers it. */
export function toEntry(doc: EntryDoc): AccountEntry {
  const { _id, userId: _userId, ...rest } = doc;
  return { id: _id, ...rest };
}

/** The sum of entries' amounts. */
export const balanceOf = (docs: readonly Pick<EntryDoc, 'amount'>[]): number => docs.reduce((sum, doc) => sum + doc.amount, 0);
