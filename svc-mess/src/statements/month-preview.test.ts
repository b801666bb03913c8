import { profileCollection } from '@hostel/accounts';
import { SettableClock } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { firstStayOf } from '../boarders/migrate-boarders';
import { boarderId, messCollections, OPEN_END, type MessCollections } from '../mess-store';
import { listStatements } from './list-statements';
import { statementIdOf } from './statement-store';
import type { StatementsContext } from '../context';
import { PREVIEW_TTL_MS } from './month-preview';

describe('the admin’s list of a month not closed yet (previews)', () => {
  let temp: TempStore;
  let db: MessCollections;
  let ctx: StatementsContext;
  let scans: jest.SpyInstance;
  const clock = new SettableClock();
  const MONTH = '2026-10';
  const emails = ['a@hostel.test', 'b@hostel.test', 'c@hostel.test'];

  beforeAll(async () => {
    temp = await openTempStore('mess-previews');
    db = await messCollections(temp.store);
    await db.boarders.insertMany(emails.map((email, index) => ({ _id: boarderId(`u${index}`), userId: `u${index}`, email, stays: 1 })));
    await db.stays.insertMany(emails.map((email, index) => firstStayOf({ userId: `u${index}`, email, from: '2026-10-01', until: OPEN_END })));
    ctx = { db, clock, profiles: profileCollection(temp.store) } as unknown as StatementsContext;
  });
  afterAll(() => temp.dispose());

  beforeEach(() => {
    scans = jest.spyOn(db.plan, 'scan');
  });
  afterEach(() => scans.mockRestore());

  it('when an admin reads two pages of the running month, then the month’s changes are read once, and every boarder is on one page under their statement’s id', async () => {
    clock.set(new Date('2026-10-15T12:00:00+06:00'));

    const pages = [await listStatements(ctx, { month: MONTH, page: 1, limit: 2 }), await listStatements(ctx, { month: MONTH, page: 2, limit: 2 })];

    expect(scans).toHaveBeenCalledTimes(1);
    expect(pages.map((page) => page.data.map((statement) => statement.email))).toEqual([emails.slice(0, 2), emails.slice(2)]);
    expect(pages[1]!.data[0]).toMatchObject({ id: statementIdOf('u2', MONTH), status: 'open', total: pages[0]!.data[0]!.total });
    expect(pages.map((page) => page.total)).toEqual([3, 3]);
  });

  it('when the service’s clock has moved, or the computation is older than its few seconds, then the month is computed again', async () => {
    clock.set(new Date('2026-10-20T12:00:00+06:00'));
    const first = await listStatements(ctx, { month: MONTH, page: 1, limit: 2 });
    // Five more days locked: the preview follows the clock, not the last computation.
    clock.set(new Date('2026-10-25T12:00:00+06:00'));
    const later = await listStatements(ctx, { month: MONTH, page: 1, limit: 2 });
    expect(later.data[0]!.total).toBeGreaterThan(first.data[0]!.total);
    expect(scans).toHaveBeenCalledTimes(2);

    // The machine's monotonic time moves on past the few seconds; the service's clock stands still.
    const since = performance.now();
    const elapsed = jest.spyOn(performance, 'now').mockReturnValue(since + PREVIEW_TTL_MS + 1);
    await listStatements(ctx, { month: MONTH, page: 2, limit: 2 });
    elapsed.mockRestore();
    expect(scans).toHaveBeenCalledTimes(3);
  });
});
