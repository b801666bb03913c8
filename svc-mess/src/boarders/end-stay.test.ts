import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { admin, messTestContext, refusal, student } from '../testing/mess-context';
import { endStay } from './end-stay';
import { joinMess } from './join-mess';
import { myBoarding } from './my-boarding';

describe('an admin ending a stay', () => {
  let temp: TempStore;
  let ctx: MessContext;

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-end-stay'));
  });
  afterEach(() => temp.dispose());

  it('when an admin ends a stay, then it ends from that day; a join still waiting is turned down; one without a stay is 404', async () => {
    const approved = student('d', 'uni.edu.bd');
    const waiting = student('e');
    await joinMess(ctx, approved, '2026-12-02');
    await joinMess(ctx, waiting, '2026-12-02');

    expect(await endStay(ctx, approved.id, '2026-12-04', admin)).toMatchObject({ until: '2026-12-04', status: 'approved' });
    await endStay(ctx, waiting.id, '2026-12-03', admin);

    expect(await myBoarding(ctx, waiting.id)).toMatchObject({ status: 'none', stays: [], earliestJoin: '2026-12-02' });
    expect(await refusal(endStay(ctx, student('f').id, '2026-12-04', admin))).toMatchObject({ status: 404 });
    expect(await refusal(endStay(ctx, approved.id, '2026-11-30', admin))).toMatchObject({ status: 400, code: 'leaveFromEarliest' });
  });
});
