import { dhakaTime } from './menu-week';

/**
 * A monthly statement's money (DESIGN §9), as svc-mess shows it and svc-payments charges it: one pure function
 * shared by both, so the amount a boarder sees is the amount the card is charged. Amounts are integer taka; months
 * are `YYYY-MM` and days `YYYY-MM-DD` in Asia/Dhaka.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the late fee depends on: copied into the statement from the settings in force when its month was closed. */
export interface LateFeeTerms {
  /** The last day to pay without a fee (`YYYY-MM-DD`, Dhaka). */
  dueDate: string;
  lateFeePerDay: number;
  lateFeeMaxDays: number;
  /** When it was paid (an ISO instant or a Date); the fee stops growing then. */
  paidAt?: string | Date | null;
}

export interface StatementMoney extends LateFeeTerms {
  /** Every line but the late fee: meals, guests and adjustments. */
  subtotal: number;
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** The due date of a month's statement: `dueDay` of the month after it (November 2026, day 10 → 2026-12-10). */
export const dueDateOf = (month: string, dueDay: number): string => `${nextMonth(month)}-${String(dueDay).padStart(2, '0')}`;

/**
 * Whole Dhaka days late: each full day after the due date counts once it has ended, so on the day after the due
 * date nothing is owed yet, and from its midnight one day is. The count stops at the payment, if any.
 */
export function lateDaysOf(terms: Pick<LateFeeTerms, 'dueDate' | 'paidAt'>, now: Date): number {
  const until = terms.paidAt ? Math.min(new Date(terms.paidAt).getTime(), now.getTime()) : now.getTime();
  const dueDateEnds = dhakaTime(terms.dueDate).getTime() + DAY_MS;
  return Math.max(0, Math.floor((until - dueDateEnds) / DAY_MS));
}

/** The late fee at `now`: `lateFeePerDay` for each full day late, at most `lateFeeMaxDays` days. */
export const lateFeeOf = (terms: LateFeeTerms, now: Date): number =>
  Math.min(lateDaysOf(terms, now), Math.max(0, terms.lateFeeMaxDays)) * Math.max(0, terms.lateFeePerDay);

/** The late fee a statement owes: none when nothing is owed (a month without meals, or adjusted to a credit). */
export const statementLateFeeOf = (statement: StatementMoney, now: Date): number => (statement.subtotal > 0 ? lateFeeOf(statement, now) : 0);

/** What the statement comes to at `now`: its subtotal and the late fee. */
export const amountDueOf = (statement: StatementMoney, now: Date): number => statement.subtotal + statementLateFeeOf(statement, now);
