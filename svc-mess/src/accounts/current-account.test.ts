import { dhakaTime } from '@hostel/contracts';
import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { StatementsContext } from '../context';
import { closeMonth } from '../statements/close-month';
import { statementsTestContext } from '../testing/statements-context';
import { currentAccount } from './current-account';

const NOVEMBER = 30 * 150;

describe('an account as of now', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  let clock: SettableClock;

  beforeEach(async () => {
    ({ temp, ctx, clock } = await statementsTestContext('mess-current-account', [{ userId: 'u1', from: '2026-11-01' }]));
    clock.set(dhakaTime('2026-12-02', '09:00'));
    await closeMonth(ctx, '2026-11');
  });
  afterEach(() => temp.dispose());

  it('when read before the due date, then the month’s charges alone', async () => {
    expect(await currentAccount(ctx, 'u1', {})).toMatchObject({ balance: NOVEMBER, entries: [expect.objectContaining({ kind: 'meals' })] });
  });

  it('when read two late days after the due date, then those days’ late fees are posted first, and a second read posts nothing more', async () => {
    // Due on the 10th: the 11th and the 12th have ended by the 13th's morning.
    clock.set(dhakaTime('2026-12-13', '09:00'));

    const account = await currentAccount(ctx, 'u1', {});

    expect(account.balance).toBe(NOVEMBER + 2 * 20);
    expect(account.entries.filter((entry) => entry.kind === 'late fee')).toHaveLength(2);
    expect((await currentAccount(ctx, 'u1', {})).balance).toBe(NOVEMBER + 2 * 20);
  });
});
