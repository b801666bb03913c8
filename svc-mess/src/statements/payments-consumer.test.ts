import { EVENTS } from '@hostel/contracts';
import { newEvent, newId, type Collection } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { applyPaymentEvent } from './payments-consumer';
import { statementsCollection, toStatement, type StatementDoc } from './statements';

describe('payment.succeeded and payment.refunded in svc-mess (a statement paid, once; due again when taken back)', () => {
  let temp: TempStore;
  let statements: Collection<StatementDoc>;
  const id = newId();

  beforeAll(async () => {
    temp = await openTempStore('mess-paid');
    statements = await statementsCollection(temp.store);
    await statements.insertOne({
      _id: id, userId: 'u1', email: 'u1@hostel.test', month: '2026-10', status: 'due', lines: [], adjustments: [], subtotal: 900,
      dueDate: '2026-11-10', lateFeePerDay: 20, lateFeeMaxDays: 10, issuedAt: '2026-11-01T00:00:00.000Z', version: 1,
    });
  });
  afterAll(() => temp.dispose());

  const paid = (paymentId: string) =>
    newEvent(EVENTS.paymentSucceeded, { kind: 'statement', statementId: id, month: '2026-10', paymentId, userId: 'u1', amount: 940, transactionId: `pi_${paymentId}` });

  it('when a membership payment arrives, then no statement changes', async () => {
    await applyPaymentEvent(statements, newEvent(EVENTS.paymentSucceeded, { paymentId: 'p0', userId: 'u1', package: 'Gold', amount: 100, transactionId: 'pi_0' }));
    expect((await statements.findOne({ _id: id }))!.status).toBe('due');
  });

  it('when the statement’s payment arrives, then it is paid at the payment’s time; a second payment changes nothing', async () => {
    const first = { ...paid('p1'), occurredAt: '2026-11-12T08:00:00.000Z' };
    await applyPaymentEvent(statements, first);
    await applyPaymentEvent(statements, { ...paid('p2'), occurredAt: '2026-11-20T08:00:00.000Z' });
    expect(await statements.findOne({ _id: id })).toMatchObject({ status: 'paid', paidAt: '2026-11-12T08:00:00.000Z', paymentId: 'p1' });
  });

  const refunded = (paymentId: string) => newEvent(EVENTS.paymentRefunded, { kind: 'statement', statementId: id, month: '2026-10', paymentId, userId: 'u1', transactionId: `pi_${paymentId}` });

  it('when a payment that did not pay it is taken back, then the statement stays paid', async () => {
    await applyPaymentEvent(statements, refunded('p2'));
    expect(await statements.findOne({ _id: id })).toMatchObject({ status: 'paid', paymentId: 'p1' });
  });

  it('when the paying payment is taken back, then the statement is due again (late fee running), and that payment arriving again pays nothing', async () => {
    await applyPaymentEvent(statements, refunded('p1'));
    await applyPaymentEvent(statements, refunded('p1'));
    await applyPaymentEvent(statements, { ...paid('p1'), occurredAt: '2026-11-12T08:00:00.000Z' });

    const reopened = (await statements.findOne({ _id: id }))!;
    expect(reopened.status).toBe('due');
    expect(reopened).not.toHaveProperty('paidAt');
    expect(reopened).not.toHaveProperty('paymentId');
    // 20 November noon in Dhaka: nine whole days after the 10th, as if never paid.
    expect(toStatement(reopened, undefined, new Date('2026-11-20T06:00:00Z'))).toMatchObject({ status: 'due', lateFee: 180, total: 1080, overdue: true });
  });

  it('when a refund’s event comes before its payment’s, then that payment never pays it; a new payment does', async () => {
    await applyPaymentEvent(statements, refunded('p4'));
    await applyPaymentEvent(statements, paid('p4'));
    expect((await statements.findOne({ _id: id }))!.status).toBe('due');

    await applyPaymentEvent(statements, { ...paid('p5'), occurredAt: '2026-11-21T08:00:00.000Z' });
    expect(await statements.findOne({ _id: id })).toMatchObject({ status: 'paid', paymentId: 'p5', paidAt: '2026-11-21T08:00:00.000Z' });
  });
});
