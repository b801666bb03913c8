import { dhakaTime } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { closeMonth } from './close-month';
import { myStatements } from './list-my-statements';

describe('the caller’s issued statements', () => {
  let temp: TempStore;
  let ctx: StatementsContext;

  beforeEach(async () => {
    const made = await statementsTestContext('mess-my-statements', [{ userId: 'u1', from: '2026-10-15' }, { userId: 'u2', from: '2026-11-01' }]);
    ({ temp, ctx } = made);
    made.clock.set(dhakaTime('2026-12-02', '09:00'));
    await closeMonth(ctx, '2026-10');
    await closeMonth(ctx, '2026-11');
  });
  afterEach(() => temp.dispose());

  it('when read, then the caller’s own statements, newest first', async () => {
    expect((await myStatements(ctx, 'u1')).data.map(({ userId, month, total }) => [userId, month, total])).toEqual([
      ['u1', '2026-11', 30 * 150],
      ['u1', '2026-10', 17 * 150],
    ]);
  });

  it('when one who never boarded asks, then 403', async () => {
    await expect(myStatements(ctx, 'nobody')).rejects.toMatchObject({ status: 403 });
  });
});
