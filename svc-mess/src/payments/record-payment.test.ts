import { dhakaTime } from '@hostel/contracts';
import { StoreUnavailableError, type SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { readAccount } from '../accounts/read-account';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { recordPayment } from './record-payment';

describe('payments made in person, their receipts and voids', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  let clock: SettableClock;
  const cash = (amount: number, reference = 'handed to the manager') => recordPayment(ctx, { userId: 'u1', amount, method: 'cash', reference, receivedAt: '2026-12-03T10:00:00+06:00' }, 'admin@hostel.test');

  beforeEach(async () => {
    ({ temp, ctx, clock } = await statementsTestContext('mess-receipts', [{ userId: 'u1', from: '2026-11-01' }]));
    clock.set(dhakaTime('2026-12-03', '12:00'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    return temp.dispose();
  });

  it('when 20 payments are recorded at once, then their receipts are numbered 1 to 20 of the month, none skipped', async () => {
    const receipts = await Promise.all(Array.from({ length: 20 }, () => cash(100)));
    expect(receipts.map((receipt) => receipt.number).sort()).toEqual(Array.from({ length: 20 }, (_, index) => `R-202612-${String(index + 1).padStart(4, '0')}`));
    expect((await readAccount(ctx.books, 'u1', {})).balance).toBe(-2000);
  });

  it('when the same bKash reference is recorded again, then 409 and one payment stands', async () => {
    await recordPayment(ctx, { userId: 'u1', amount: 500, method: 'bKash', reference: '8N7A6B5C', receivedAt: '2026-12-03T10:00:00+06:00' }, 'admin@hostel.test');
    await expect(recordPayment(ctx, { userId: 'u1', amount: 500, method: 'bKash', reference: '8n7a6b5c', receivedAt: '2026-12-03T10:00:00+06:00' }, 'admin@hostel.test')).rejects.toMatchObject({ status: 409 });
    // Another method may carry the same words.
    await recordPayment(ctx, { userId: 'u1', amount: 500, method: 'Nagad', reference: '8N7A6B5C', receivedAt: '2026-12-03T10:00:00+06:00' }, 'admin@hostel.test');
    expect((await readAccount(ctx.books, 'u1', {})).balance).toBe(-1000);
  });

  it('when the user never boarded, then 404', async () => {
    await expect(recordPayment(ctx, { userId: 'nobody', amount: 100, method: 'cash', reference: 'x', receivedAt: '2026-12-03T10:00:00+06:00' }, 'admin@hostel.test')).rejects.toMatchObject({ status: 404 });
  });

  it('when the database cuts the answers of a recording’s writes, then one receipt and its entry stand, and sending it again posts a lost entry and answers 409', async () => {
    const bkash = { userId: 'u1', amount: 500, method: 'bKash' as const, reference: '9Q8W7E6R', receivedAt: '2026-12-03T10:00:00+06:00' };
    // The receipt lands but its answer is lost; then the entry's post fails once.
    const insert = ctx.books.receipts.insertOne.bind(ctx.books.receipts);
    jest.spyOn(ctx.books.receipts, 'insertOne').mockImplementationOnce(async (doc) => {
      await insert(doc);
      throw new StoreUnavailableError('The database is unreachable');
    });
    jest.spyOn(ctx.books.entries, 'insertOne').mockRejectedValueOnce(new StoreUnavailableError('The database is unreachable'));
    await expect(recordPayment(ctx, bkash, 'admin@hostel.test')).resolves.toMatchObject({ number: 'R-202612-0001' });
    expect(await ctx.books.receipts.find({})).toHaveLength(1);
    expect((await readAccount(ctx.books, 'u1', {})).balance).toBe(-500);
    // A receipt whose entry was lost (the process died between the two): the manager's second try restores it.
    const lost = await recordPayment(ctx, { ...bkash, reference: '1A2S3D4F' }, 'admin@hostel.test');
    await ctx.books.entries.deleteOne({ receiptId: lost.id });
    await expect(recordPayment(ctx, { ...bkash, reference: '1A2S3D4F' }, 'admin@hostel.test')).rejects.toMatchObject({ status: 409 });
    expect((await readAccount(ctx.books, 'u1', {})).balance).toBe(-1000);
  });
});
