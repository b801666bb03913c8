import { EVENTS } from '@hostel/contracts';
import { newEvent, newId, type Collection } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { applyPaymentEvent } from './payments-consumer';
import { statementsCollection, type StatementDoc } from './statements';

describe('payment.succeeded in svc-mess (a statement paid, once)', () => {
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
});
