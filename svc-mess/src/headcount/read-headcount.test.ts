import { HEADCOUNT_MAX_DAYS, shiftDate } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import { joinMess } from '../boarders/join-mess';
import type { MessContext } from '../context';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { readHeadcount } from './read-headcount';

describe('reading the headcount', () => {
  let temp: TempStore;
  let ctx: MessContext;

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-read-headcount'));
    await joinMess(ctx, student('a', 'uni.edu.bd'), '2026-12-02');
  });
  afterEach(() => temp.dispose());

  it('when a range is read, then each of its days with its slots’ counts', async () => {
    const headcount = await readHeadcount(ctx, '2026-12-01', '2026-12-02');

    expect(headcount).toMatchObject({ from: '2026-12-01', to: '2026-12-02' });
    expect(headcount.days.map((day) => [day.date, day.slots.map((slot) => slot.plates)])).toEqual([
      ['2026-12-01', [0, 0, 0]],
      ['2026-12-02', [1, 1, 1]],
    ]);
  });

  it('when the range is longer than allowed, then 400 with the limit', async () => {
    const to = shiftDate('2026-12-01', HEADCOUNT_MAX_DAYS);
    expect(await refusal(readHeadcount(ctx, '2026-12-01', to))).toMatchObject({ status: 400, code: 'rangeTooLong' });
    await expect(readHeadcount(ctx, '2026-12-01', shiftDate('2026-12-01', HEADCOUNT_MAX_DAYS - 1))).resolves.toMatchObject({ days: expect.any(Array) });
  });
});
