import { dhakaTime } from '@hostel/contracts';
import type { TempStore } from '@hostel/platform/testing';
import type { StatementsContext } from '../context';
import { statementsTestContext } from '../testing/statements-context';
import { closeMonth } from './close-month';
import { myStatement } from './get-my-statement';
import { statementIdOf } from './statement-store';

describe('the caller’s statement of a month', () => {
  let temp: TempStore;
  let ctx: StatementsContext;

  beforeEach(async () => {
    const made = await statementsTestContext('mess-my-statement', [{ userId: 'u1', from: '2026-11-01' }]);
    ({ temp, ctx } = made);
    made.clock.set(dhakaTime('2026-12-02', '09:00'));
  });
  afterEach(() => temp.dispose());

  it('when the running month is asked, then its preview: open, what has locked so far, under the id its statement will have', async () => {
    expect(await myStatement(ctx, 'u1', undefined)).toMatchObject({ id: statementIdOf('u1', '2026-12'), month: '2026-12', status: 'open', total: 150 + 30 });
  });

  it('when a past month is asked, then its issued statement, or 404 while it has none', async () => {
    expect(await myStatement(ctx, 'u1', '2026-11').catch((err: unknown) => err)).toMatchObject({ status: 404, refusal: { code: 'noStatementOfMonth' } });

    await closeMonth(ctx, '2026-11');

    expect(await myStatement(ctx, 'u1', '2026-11')).toMatchObject({ id: statementIdOf('u1', '2026-11'), status: 'due', total: 30 * 150 });
  });

  it('when one who never boarded asks for the running month, then 403', async () => {
    await expect(myStatement(ctx, 'nobody', undefined)).rejects.toMatchObject({ status: 403 });
  });
});
