import { MOBILE_MONEY_METHODS, type InPersonMethod, type Receipt } from '@hostel/contracts';
import type { ReceiptDoc } from '../accounts/entry-store';

const MOBILE_MONEY: ReadonlySet<string> = new Set(MOBILE_MONEY_METHODS);

/** One mobile-money transfer has one transaction id: the key that makes recording it twice a conflict. */
export const referenceKeyOf = (method: InPersonMethod, reference: string, number: string): string =>
  MOBILE_MONEY.has(method) ? `${method}|${reference.trim().toLowerCase()}` : `receipt|${number}`;

export const isMobileMoney = (method: InPersonMethod): boolean => MOBILE_MONEY.has(method);

/** `R-YYYYMM-NNNN`. */
export const receiptNumberOf = (period: string, seq: number): string => `R-${period}-${String(seq).padStart(4, '0')}`;

export function toReceipt(doc: ReceiptDoc, name?: string): Receipt {
  return {
    id: doc._id,
    number: doc.number,
    userId: doc.userId,
    email: doc.email,
    ...(name ? { name } : {}),
    amount: doc.amount,
    method: doc.method,
    reference: doc.reference,
    receivedAt: doc.receivedAt,
    recordedAt: doc.recordedAt,
    recordedBy: doc.recordedBy,
    ...(doc.voidedAt ? { voidedAt: doc.voidedAt, voidReason: doc.voidReason } : {}),
  };
}
