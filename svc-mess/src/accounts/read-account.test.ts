import type { TempStore } from '@hostel/platform/testing';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { entryId, postEntries, type EntryDoc } from './entry-store';
import { readAccount } from './read-account';

describe('reading a boarder’s account', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  const entry = (userId: string, ref: string, amount: number, at: string): EntryDoc => ({ _id: entryId('adjustment', ref), userId, at, kind: 'adjustment', amount, ref, by: 'admin@hostel.test' });

  beforeEach(async () => {
    ({ temp, ctx } = await statementsTestContext('mess-read-account'));
    await postEntries(ctx.books.entries, [
      entry('u1', 'a', 500, '2026-11-01T00:00:00.000Z'),
      entry('u1', 'b', -200, '2026-11-03T00:00:00.000Z'),
      entry('u1', 'c', 50, '2026-11-02T00:00:00.000Z'),
      entry('u2', 'd', 999, '2026-11-02T00:00:00.000Z'),
    ]);
  });
  afterEach(() => temp.dispose());

  it('when read a page at a time, then the balance is every entry’s sum and the entries come newest first', async () => {
    const first = await readAccount(ctx.books, 'u1', { limit: 2 });

    expect(first).toMatchObject({ userId: 'u1', balance: 350, totalPages: 2 });
    expect(first.entries.map((one) => one.amount)).toEqual([-200, 50]);
    expect((await readAccount(ctx.books, 'u1', { page: 2, limit: 2 })).entries.map((one) => one.amount)).toEqual([500]);
  });

  it('when the boarder has no entry, then a zero balance and no page', async () => {
    expect(await readAccount(ctx.books, 'nobody', {})).toEqual({ userId: 'nobody', balance: 0, entries: [], totalPages: 0 });
  });
});
