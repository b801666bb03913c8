import { EVENTS } from '@hostel/contracts';
import { newEvent } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { applyCardPaymentEvent } from './card-payments-consumer';
import { openBooks, type Books } from './entry-store';
import { readAccount } from './read-account';

describe('card payments into the accounts (payment.succeeded, payment.refunded)', () => {
  let temp: TempStore;
  let books: Books;
  const paid = (transactionId: string, amount: number, paidAt = '2026-12-12T08:00:00.000Z') =>
    newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: 'st1', month: '2026-11', paymentId: transactionId, userId: 'u1', amount, transactionId, paidAt });
  const refunded = (transactionId: string, amount?: number) =>
    newEvent(EVENTS.paymentRefunded, { kind: 'statement', statementId: 'st1', paymentId: transactionId, userId: 'u1', transactionId, ...(amount === undefined ? {} : { amount }), refundedAt: '2026-12-13T08:00:00.000Z' });

  beforeEach(async () => {
    temp = await openTempStore('mess-card');
    books = await openBooks(temp.store);
    await books.entries.insertOne({ _id: 'meals', userId: 'u1', at: '2026-12-01T00:00:00.000Z', kind: 'meals', amount: 1600, month: '2026-11', ref: 'st1', by: 'system' });
  });
  afterEach(() => temp.dispose());

  it('when a payment at an old total arrives, then what was charged is posted at the charge time and the difference stays due', async () => {
    await applyCardPaymentEvent(books, paid('pi_1', 1500));
    await applyCardPaymentEvent(books, paid('pi_1', 1500));
    const account = await readAccount(books, 'u1', {});
    expect(account.balance).toBe(100);
    expect(account.entries[0]).toMatchObject({ kind: 'payment', amount: -1500, method: 'card', reference: 'pi_1', at: '2026-12-12T08:00:00.000Z' });
  });

  it('when a refund is repeated and comes before its payment, then each is posted once and the balance is as if never paid', async () => {
    await applyCardPaymentEvent(books, refunded('pi_2', 1600));
    await applyCardPaymentEvent(books, paid('pi_2', 1600));
    await applyCardPaymentEvent(books, refunded('pi_2', 1600));
    await applyCardPaymentEvent(books, paid('pi_2', 1600));
    expect(await readAccount(books, 'u1', {})).toMatchObject({ balance: 1600, totalPages: 1 });
    expect(await books.entries.count({ userId: 'u1' })).toBe(3);
  });

  it('when an old refund without an amount comes after its payment, then it takes back the payment’s amount', async () => {
    await applyCardPaymentEvent(books, paid('pi_3', 1600));
    await applyCardPaymentEvent(books, refunded('pi_3'));
    expect((await readAccount(books, 'u1', {})).balance).toBe(1600);
  });

  it('when a membership payment arrives, then no account changes', async () => {
    await applyCardPaymentEvent(books, newEvent(EVENTS.paymentSucceeded, { paymentId: 'p0', userId: 'u1', package: 'gold', amount: 100, transactionId: 'pi_0' }));
    expect(await books.entries.count({})).toBe(1);
  });
});
