import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { keepStatement } from './keep-statement';
import type { StatementSnapshot } from '@hostel/contracts';
import { statementOwedCollection, type StatementOwedCollection } from './statement-store';

const issued: StatementSnapshot = {
  statementId: 'st1',
  userId: 'u1',
  email: 'u1@test.local',
  month: '2026-11',
  subtotal: 1500,
  dueDate: '2026-12-10',
  lateFeePerDay: 20,
  lateFeeMaxDays: 10,
  version: 1,
};

describe('keepStatement (statement.issued / statement.adjusted)', () => {
  let temp: TempStore;
  let statements: StatementOwedCollection;

  beforeEach(async () => {
    temp = await openTempStore('keep-statement');
    statements = await statementOwedCollection(temp.store);
  });
  afterEach(() => temp.dispose());

  it('when a statement is issued, then one record holds what it owes', async () => {
    await expect(keepStatement(statements, issued)).resolves.toBe(true);
    expect(await statements.find({})).toEqual([expect.objectContaining({ statementId: 'st1', userId: 'u1', subtotal: 1500, version: 1 })]);
  });

  it('when an adjustment arrives, then the newer version wins; a late or redelivered older one changes nothing', async () => {
    await keepStatement(statements, issued);
    await expect(keepStatement(statements, { ...issued, subtotal: 1300, version: 2 })).resolves.toBe(true);
    await expect(keepStatement(statements, issued)).resolves.toBe(false);
    await expect(keepStatement(statements, { ...issued, subtotal: 1300, version: 2 })).resolves.toBe(false);
    expect(await statements.find({})).toEqual([expect.objectContaining({ subtotal: 1300, version: 2 })]);
  });

  it('when the adjustment arrives before the issue, then the adjustment is kept', async () => {
    await keepStatement(statements, { ...issued, subtotal: 1700, version: 2 });
    await keepStatement(statements, issued);
    expect(await statements.find({})).toEqual([expect.objectContaining({ subtotal: 1700, version: 2 })]);
  });

  it('when two versions arrive at once, then one record with the newest', async () => {
    await Promise.all([keepStatement(statements, { ...issued, version: 3, subtotal: 900 }), keepStatement(statements, issued), keepStatement(statements, { ...issued, version: 2 })]);
    expect(await statements.find({})).toEqual([expect.objectContaining({ subtotal: 900, version: 3 })]);
  });

  it('when a paid statement is adjusted, then it stays paid', async () => {
    await keepStatement(statements, issued);
    await statements.updateOne({ statementId: 'st1' }, { $set: { paidAt: '2026-12-05T00:00:00.000Z', transactionId: 'pi_1' } });
    await keepStatement(statements, { ...issued, subtotal: 1400, version: 2 });
    expect(await statements.findOne({ statementId: 'st1' })).toMatchObject({ subtotal: 1400, paidAt: '2026-12-05T00:00:00.000Z', transactionId: 'pi_1' });
  });
});
