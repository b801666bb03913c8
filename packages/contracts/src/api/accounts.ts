import { z } from 'zod';
import { objectId, pageQuery, text } from './common';

/** A boarder's account (DESIGN §11): append-only entries, the balance their sum. */

/** What an entry records; `fixed share`, `bazar share` and `reimbursement` belong to the shared-cost mess (§12). */
export const ENTRY_KINDS = ['meals', 'guest', 'adjustment', 'late fee', 'payment', 'refund', 'void', 'fixed share', 'bazar share', 'reimbursement'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** How a payment reached the mess: by card at Stripe, or in person. */
export const PAYMENT_METHODS = ['card', 'cash', 'bKash', 'Nagad', 'Rocket', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods a manager records in person. */
export const IN_PERSON_METHODS = ['cash', 'bKash', 'Nagad', 'Rocket', 'bank'] as const;
export type InPersonMethod = (typeof IN_PERSON_METHODS)[number];
/** Mobile money: each transfer has a transaction id, so one reference is recorded once per method. */
export const MOBILE_MONEY_METHODS = ['bKash', 'Nagad', 'Rocket'] as const;

/** The least and most a payment or a deposit may be, in taka. */
export const MIN_PAYMENT = 10;
export const MAX_DEPOSIT = 50_000;
/** The most one payment recorded in person may be. */
export const MAX_IN_PERSON_PAYMENT = 1_000_000;

/** A receipt's number: `R-YYYYMM-NNNN`, numbered without gaps within its month. */
export const RECEIPT_NUMBER_PATTERN = /^R-20[0-9]{2}(0[1-9]|1[0-2])-[0-9]{4,}$/;

export const accountEntrySchema = z
  .object({
    id: z.string(),
    /** When it happened (a card payment: when Stripe charged it). */
    at: z.string(),
    kind: z.enum(ENTRY_KINDS),
    /** Taka: positive is owed, negative paid or credited. */
    amount: z.number().int(),
    /** The statement's month it belongs to, for charges. */
    month: z.string().optional(),
    /** What it stems from: a statement, a Stripe intent, a receipt, the entry it corrects. */
    ref: z.string(),
    /** Who posted it: an admin's e-mail, or `system`. */
    by: z.string(),
    note: z.string().optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    reference: z.string().optional(),
    /** A payment recorded in person: its receipt. */
    receiptId: z.string().optional(),
    receiptNumber: z.string().optional(),
  })
  .meta({ id: 'AccountEntry' });
export type AccountEntry = z.infer<typeof accountEntrySchema>;

export const accountQuery = pageQuery;
export const accountParams = z.object({ userId: objectId });
export const accountResponse = z
  .object({
    userId: z.string(),
    /** The sum of every entry: positive is due, negative an advance that pays the next bill. */
    balance: z.number().int(),
    /** Newest first. */
    entries: z.array(accountEntrySchema),
    totalPages: z.number().int().min(0),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountResponse>;

/** A manager's record of money handed over in person. */
export const recordPaymentBody = z.strictObject({
  userId: objectId,
  amount: z.number().int('must be whole taka').min(1).max(MAX_IN_PERSON_PAYMENT),
  method: z.enum(IN_PERSON_METHODS),
  /** A transfer's transaction id, a bank slip, or a note of who handed the cash. */
  reference: text(64),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const receiptSchema = z
  .object({
    id: z.string(),
    number: z.string().regex(RECEIPT_NUMBER_PATTERN),
    userId: z.string(),
    email: z.string(),
    name: z.string().optional(),
    amount: z.number().int(),
    method: z.enum(IN_PERSON_METHODS),
    reference: z.string(),
    receivedAt: z.string(),
    recordedAt: z.string(),
    recordedBy: z.string(),
    voidedAt: z.string().optional(),
    voidReason: z.string().optional(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptParams = z.object({ id: objectId });
export const voidPaymentBody = z.strictObject({ reason: text(200) });

/** A boarder's card payments: taka charged and taka refunded. */
export const cardTotalSchema = z.object({ userId: z.string(), charged: z.number().int(), refunded: z.number().int() }).meta({ id: 'CardTotal' });
export type CardTotal = z.infer<typeof cardTotalSchema>;

export const reconciliationQuery = z.object({ month: z.string().regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, 'must be a month of 2000–2099 such as 2026-11').optional() });
export const MISMATCH_KINDS = ['balance', 'statement', 'receipt', 'card payments'] as const;
export const mismatchSchema = z
  .object({
    kind: z.enum(MISMATCH_KINDS),
    /** The account's user, the statement's or the receipt's id. */
    subject: z.string(),
    expected: z.number().int(),
    actual: z.number().int(),
  })
  .meta({ id: 'Mismatch' });
export const reconciliationResponse = z
  .object({
    checkedAt: z.string(),
    month: z.string().optional(),
    accounts: z.number().int().min(0),
    statements: z.number().int().min(0),
    mismatches: z.array(mismatchSchema),
    /** The card payments in the accounts, per boarder: what `npm run reconcile` compares with svc-payments' own. */
    cards: z.array(cardTotalSchema),
  })
  .meta({ id: 'Reconciliation' });
export type Reconciliation = z.infer<typeof reconciliationResponse>;

/** svc-payments' mess card payments per boarder (statements and deposits). */
export const cardTotalsResponse = z.object({ data: z.array(cardTotalSchema) }).meta({ id: 'CardTotals' });
export type CardTotals = z.infer<typeof cardTotalsResponse>;
export type Mismatch = z.infer<typeof mismatchSchema>;

/**
 * Card payments as the accounts hold them against svc-payments' record: one mismatch per boarder whose charged or
 * refunded taka differ (what `npm run reconcile` and the API tests check).
 */
export function cardMismatches(accounts: readonly CardTotal[], payments: readonly CardTotal[]): Mismatch[] {
  const key = (rows: readonly CardTotal[]) => new Map(rows.map((row) => [row.userId, row]));
  const inAccounts = key(accounts);
  const atPayments = key(payments);
  const mismatches: Mismatch[] = [];
  for (const userId of new Set([...inAccounts.keys(), ...atPayments.keys()])) {
    const held = inAccounts.get(userId) ?? { userId, charged: 0, refunded: 0 };
    const recorded = atPayments.get(userId) ?? { userId, charged: 0, refunded: 0 };
    if (held.charged - held.refunded !== recorded.charged - recorded.refunded) {
      mismatches.push({ kind: 'card payments', subject: userId, expected: recorded.charged - recorded.refunded, actual: held.charged - held.refunded });
    }
  }
  return mismatches;
}
