import { MESSAGES } from '@hostel/contracts';
import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { boarderOf, boardingStays } from './boarder-of';
import { joinMess } from './join-mess';
import { leaveMess } from './leave-mess';

describe('who may read and write their plan', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;
  const boarder = student('a', 'uni.edu.bd');

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-boarder-of'));
  });
  afterEach(() => temp.dispose());

  it('when the stay is running or ahead, then the boarder and their stays; once it has ended, 403', async () => {
    await joinMess(ctx, boarder, '2026-12-02');
    await leaveMess(ctx, boarder.id, '2026-12-05');

    expect(await boarderOf(ctx, boarder.id)).toMatchObject({ userId: boarder.id, stays: 1 });
    expect((await boardingStays(ctx, boarder.id, '2026-12-03')).stays.map((stay) => stay.until)).toEqual(['2026-12-05']);

    clock.set(new Date('2026-12-05T12:00:00+06:00'));
    expect(await refusal(boarderOf(ctx, boarder.id))).toEqual({ status: 403, message: MESSAGES.notBoarderJoinFirst, code: undefined });
  });

  it('when the only stay waits for approval, then reading is allowed but writing is 403 saying so; one who never joined is 403', async () => {
    const waiting = student('w');
    await joinMess(ctx, waiting, '2026-12-02');

    await expect(boarderOf(ctx, waiting.id)).resolves.toMatchObject({ userId: waiting.id });
    expect(await refusal(boardingStays(ctx, waiting.id, '2026-12-02'))).toMatchObject({ status: 403, message: MESSAGES.joinPending });
    expect(await refusal(boardingStays(ctx, student('z').id, '2026-12-02'))).toMatchObject({ status: 403, message: MESSAGES.notBoarderJoinFirst });
  });
});
