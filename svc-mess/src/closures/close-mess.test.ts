import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { joinMess } from '../boarders/join-mess';
import type { MessContext } from '../context';
import { headcountDays } from '../headcount/headcount';
import { admin, messTestContext, refusal, student } from '../testing/mess-context';
import { closeMess } from './close-mess';

describe('closing the mess for some meals of a day', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;
  const onOf = async (date: string) => (await headcountDays(ctx, date, date))[0]!.slots.map((slot) => slot.on);

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-close-mess'));
    await joinMess(ctx, student('a', 'uni.edu.bd'), '2026-12-02');
  });
  afterEach(() => temp.dispose());

  it('when an admin closes Lunch, then nobody is counted for it, and closing Dinner later keeps Lunch closed', async () => {
    expect(await closeMess(ctx, '2026-12-03', { slots: ['Lunch'], reason: 'Exam day' }, admin)).toEqual({ date: '2026-12-03', slots: ['Lunch'], reason: 'Exam day' });
    expect(await onOf('2026-12-03')).toEqual([1, 0, 1]);

    expect(await closeMess(ctx, '2026-12-03', { slots: ['Dinner'], reason: 'Power cut' }, admin)).toMatchObject({ slots: ['Dinner'] });
    expect(await onOf('2026-12-03')).toEqual([1, 1, 0]);
  });

  it('when a slot has locked, then closing it is 409; one closed before it locked stays closed whatever the admin sends', async () => {
    await closeMess(ctx, '2026-12-02', { slots: ['Breakfast'], reason: 'Eid' }, admin);
    // The 2nd's breakfast locks at 22:00 on the 1st.
    clock.set(new Date('2026-12-01T23:00:00+06:00'));

    expect(await refusal(closeMess(ctx, '2026-12-02', { slots: ['Breakfast'], reason: 'Eid' }, admin))).toMatchObject({ status: 409, code: 'closeAfterCutoff' });
    expect(await closeMess(ctx, '2026-12-02', { slots: ['Dinner'], reason: 'Eid' }, admin)).toMatchObject({ slots: ['Breakfast', 'Dinner'] });
    expect(await onOf('2026-12-02')).toEqual([0, 1, 0]);
  });
});
