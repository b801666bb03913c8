import { EVENTS } from '@hostel/contracts';
import { insertOnce, newEvent, withOutbox } from '@hostel/platform';
import type { StatementPaymentStores } from './record-statement-payment';

/** The statement payment Stripe took back: its intent and what its metadata names. */
export interface TakenBackStatementPayment {
  transactionId: string;
  statementId: string;
  userId: string;
  /** Taka the intent charged. */
  amount: number;
  month?: string;
  email?: string;
}

/**
 * Stripe took a statement payment back (a full refund or a lost dispute, DESIGN §9): the statement is owed again.
 * First svc-payments' record of it is unpaid by one conditional write that matches only while this very payment pays
 * it and carries `payment.refunded { kind: 'statement' }` (outbox), on which svc-mess puts the statement back to due;
 * then the payment's history row shows it refunded (stored refunded when the refund came before the row, so a late
 * save or webhook of the intent is refused rather than paying the statement again). In this order a redelivery after
 * a crash between the two completes the row and publishes nothing twice. Whether anything changed.
 */
export async function takeBackStatementPayment({ payments, statements }: StatementPaymentStores, payment: TakenBackStatementPayment, now: Date): Promise<boolean> {
  const refundedAt = now.toISOString();
  const { transactionId, statementId, userId } = payment;
  const reopened = await statements.updateOne(
    { statementId, transactionId },
    withOutbox(
      { $unset: { paidAt: '', transactionId: '', amountPaid: '' } },
      newEvent(EVENTS.paymentRefunded, { kind: 'statement', paymentId: transactionId, userId, statementId, ...(payment.month ? { month: payment.month } : {}), transactionId }),
    ),
  );
  const marked = await payments.updateOne({ transactionId, refundedAt: { $exists: false } }, { $set: { refundedAt } });
  if (marked.matched === 0 && !(await payments.findOne({ transactionId }, { projection: { _id: 1 } }))) {
    const recorded = await insertOnce(payments, { kind: 'statement', statementId, ...(payment.month ? { month: payment.month } : {}), userId, email: payment.email ?? '', amount: payment.amount, transactionId, date: refundedAt, refundedAt });
    // Recorded a moment ago by the save or the webhook: take that row back too.
    if (!recorded) await payments.updateOne({ transactionId, refundedAt: { $exists: false } }, { $set: { refundedAt } });
    return true;
  }
  return reopened.modified === 1 || marked.modified === 1;
}
