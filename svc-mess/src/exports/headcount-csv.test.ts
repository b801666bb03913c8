import { dhakaTime } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import type { StatementsContext } from '../context';
import { planSlotId } from '../mess-store';
import { statementsTestContext } from '../testing/statements-context';
import { HEADCOUNT_CSV_MAX_DAYS, headcountCsv } from './headcount-csv';

const rowsOf = async (rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>) => {
  const all: unknown[][] = [];
  for await (const row of rows) all.push([...row]);
  return all;
};

describe('the headcount CSV export', () => {
  let temp: TempStore;
  let ctx: StatementsContext;

  beforeEach(async () => {
    const made = await statementsTestContext('mess-headcount-csv', [{ userId: 'u1', from: '2026-11-01' }, { userId: 'u2', from: '2026-11-02' }]);
    ({ temp, ctx } = made);
    made.clock.set(dhakaTime('2026-11-20', '09:00'));
    await ctx.db.plan.insertOne({ _id: planSlotId('u1', '2026-11-02', 'Dinner'), userId: 'u1', date: '2026-11-02', slot: 'Dinner', on: true, guests: 1, source: 'self', updatedAt: '2026-11-01T00:00:00.000Z' });
  });
  afterEach(() => temp.dispose());

  it('when exported, then a row per day and slot, then the column totals', async () => {
    const file = headcountCsv(ctx, '2026-11-01', '2026-11-02');

    expect(file.columns).toEqual(['Date', 'Slot', 'On', 'Guests', 'Plates', 'Off']);
    expect(await rowsOf(file.rows)).toEqual([
      ['2026-11-01', 'Breakfast', 1, 0, 1, 0],
      ['2026-11-01', 'Lunch', 1, 0, 1, 0],
      ['2026-11-01', 'Dinner', 1, 0, 1, 0],
      ['2026-11-02', 'Breakfast', 2, 0, 2, 0],
      ['2026-11-02', 'Lunch', 2, 0, 2, 0],
      ['2026-11-02', 'Dinner', 2, 1, 3, 0],
      ['Total', '', 9, 1, 10, 0],
    ]);
  });

  it('when the range is longer than the export allows, then 400 before anything is read', () => {
    expect(() => headcountCsv(ctx, '2026-01-01', '2027-01-02')).toThrow(expect.objectContaining({ status: 400, refusal: expect.objectContaining({ params: { count: HEADCOUNT_CSV_MAX_DAYS } }) }));
  });
});
