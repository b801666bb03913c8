import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import type { MessCollections } from '../mess-store';
import { messTestContext } from '../testing/mess-context';
import { listClosures } from './list-closures';

describe('the closures ahead', () => {
  let temp: TempStore;
  let db: MessCollections;
  let ctx: MessContext;

  beforeEach(async () => {
    ({ temp, db, ctx } = await messTestContext('mess-list-closures'));
    await db.closures.insertMany([
      { date: '2026-12-09', slots: ['Dinner'], reason: 'Power cut' },
      { date: '2026-11-30', slots: ['Lunch'], reason: 'Past' },
      { date: '2026-12-01', slots: ['Breakfast'], reason: 'Today' },
    ] as never);
  });
  afterEach(() => temp.dispose());

  it('when no day is given, then the closures from today in Dhaka on, soonest first', async () => {
    expect(await listClosures(ctx)).toEqual({
      data: [
        { date: '2026-12-01', slots: ['Breakfast'], reason: 'Today' },
        { date: '2026-12-09', slots: ['Dinner'], reason: 'Power cut' },
      ],
    });
  });

  it('when a day is given, then the closures from that day on', async () => {
    expect((await listClosures(ctx, '2026-12-02')).data.map((closure) => closure.date)).toEqual(['2026-12-09']);
  });
});
