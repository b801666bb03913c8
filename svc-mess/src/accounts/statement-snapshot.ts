import { CHARGE_KINDS, type EntryDoc } from './entry-store';

/** What a statement needs to be read from its account: its month and when it was issued. */
export interface IssuedMonth {
  month: string;
  issuedAt: string;
}

/** A statement as a snapshot of the account (DESIGN §11). */
export interface StatementSnapshot {
  /** The balance before the month's charges: earlier months and what was paid ahead before the close. */
  opening: number;
  /** The month's charges, late fees included. */
  charges: number;
  lateFee: number;
  /** Lateness days charged (one late-fee entry each). */
  lateDays: number;
  /** Paid or credited since the close, refunds and voids taken off. */
  payments: number;
  closing: number;
  /** When payments first brought the closing balance to zero or below (and it stays there), if they have. */
  paidAt?: string;
}

const isCharge = (entry: Pick<EntryDoc, 'kind'>) => CHARGE_KINDS.has(entry.kind);

/**
 * Reads a statement out of its boarder's entries as they stood at `until` (default: every entry): the month's charges,
 * the balance before them, what was paid since it was issued, and the closing balance. Charges of other months
 * posted after the close belong to their own statements.
 */
export function snapshotOf(statement: IssuedMonth, entries: readonly EntryDoc[], until?: string): StatementSnapshot {
  let opening = 0;
  let charges = 0;
  let lateFee = 0;
  let lateDays = 0;
  const credits: EntryDoc[] = [];
  for (const entry of entries) {
    if (until !== undefined && entry.at > until) continue;
    if (isCharge(entry) && entry.month === statement.month) {
      charges += entry.amount;
      if (entry.kind === 'late fee') {
        lateFee += entry.amount;
        lateDays++;
      }
    } else if (entry.at < statement.issuedAt) opening += entry.amount;
    else if (!isCharge(entry)) credits.push(entry);
  }
  credits.sort((a, b) => a.at.localeCompare(b.at));
  let payments = 0;
  let paidAt: string | undefined;
  for (const credit of credits) {
    payments -= credit.amount;
    const closing = opening + charges - payments;
    if (closing <= 0 && paidAt === undefined) paidAt = credit.at;
    else if (closing > 0) paidAt = undefined;
  }
  const closing = opening + charges - payments;
  if (closing <= 0 && paidAt === undefined && opening + charges <= 0) paidAt = statement.issuedAt;
  return { opening, charges, lateFee, lateDays, payments, closing, ...(closing <= 0 && paidAt ? { paidAt } : {}) };
}

/** What the statement leaves owing at `until` before its late fees: what the late fee accrues on. */
export function owingBeforeLateFees(statement: IssuedMonth, entries: readonly EntryDoc[], until: string): number {
  const snapshot = snapshotOf(statement, entries, until);
  return snapshot.closing - snapshot.lateFee;
}
