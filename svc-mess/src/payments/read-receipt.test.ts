import { dhakaTime } from '@hostel/contracts';
import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { readReceipt } from './read-receipt';
import { recordPayment } from './record-payment';

describe('reading a receipt', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  let clock: SettableClock;
  const cash = (amount: number, reference = 'handed to the manager') => recordPayment(ctx, { userId: 'u1', amount, method: 'cash', reference, receivedAt: '2026-12-03T10:00:00+06:00' }, 'admin@hostel.test');

  beforeEach(async () => {
    ({ temp, ctx, clock } = await statementsTestContext('mess-read-receipt', [{ userId: 'u1', from: '2026-11-01' }]));
    clock.set(dhakaTime('2026-12-03', '12:00'));
  });
  afterEach(() => temp.dispose());

  it('when a receipt is read, then its boarder and admins see it; another boarder learns nothing (404)', async () => {
    const receipt = await cash(300);
    await expect(readReceipt(ctx, receipt.id, { id: 'u1', role: 'user' })).resolves.toMatchObject({ number: 'R-202612-0001', amount: 300, method: 'cash' });
    await expect(readReceipt(ctx, receipt.id, { id: 'admin', role: 'admin' })).resolves.toMatchObject({ id: receipt.id });
    await expect(readReceipt(ctx, receipt.id, { id: 'u2', role: 'user' })).rejects.toMatchObject({ status: 404 });
  });
});
