import { dhakaTime } from '@hostel/contracts';
import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { readAccount } from '../accounts/read-account';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { recordPayment } from './record-payment';
import { voidPayment } from './void-payment';

describe('voiding a payment made in person', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  let clock: SettableClock;
  const cash = (amount: number, reference = 'handed to the manager') => recordPayment(ctx, { userId: 'u1', amount, method: 'cash', reference, receivedAt: '2026-12-03T10:00:00+06:00' }, 'admin@hostel.test');

  beforeEach(async () => {
    ({ temp, ctx, clock } = await statementsTestContext('mess-voids', [{ userId: 'u1', from: '2026-11-01' }]));
    clock.set(dhakaTime('2026-12-03', '12:00'));
  });
  afterEach(() => temp.dispose());

  it('when a payment is voided, then a void entry restores the balance, the receipt says so, and a second void is 409', async () => {
    const receipt = await cash(700);
    await expect(voidPayment(ctx, receipt.id, 'Counted twice', 'admin@hostel.test')).resolves.toMatchObject({ voidReason: 'Counted twice', voidedAt: expect.any(String) });
    await expect(voidPayment(ctx, receipt.id, 'again', 'admin@hostel.test')).rejects.toMatchObject({ status: 409 });
    const account = await readAccount(ctx.books, 'u1', {});
    expect(account.balance).toBe(0);
    expect(account.entries.map((entry) => entry.kind).sort()).toEqual(['payment', 'void']);
  });
});
