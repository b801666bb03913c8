import { DEFAULT_MESS_SETTINGS, type MealSlot } from '@hostel/contracts';
import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { admin, messTestContext } from '../testing/mess-context';
import { changeSettings } from './change-settings';
import { readSettings } from './read-settings';
import { readTimeline } from './settings-history';

describe('an admin changing the mess settings', () => {
  let temp: TempStore;
  let ctx: MessContext;
  let clock: SettableClock;
  const rateOf = async (date: string, slot: MealSlot) => (await readTimeline(ctx.db)).at(date, slot).rates[slot];

  beforeEach(async () => {
    ({ temp, ctx, clock } = await messTestContext('mess-change-settings'));
  });
  afterEach(() => temp.dispose());

  it('when the rates change, then they are the settings in force, and a slot locked before the change keeps the old rate', async () => {
    clock.set(new Date('2026-12-01T12:00:00+06:00'));
    const changed = { ...DEFAULT_MESS_SETTINGS, rates: { ...DEFAULT_MESS_SETTINGS.rates, Lunch: 75 } };

    expect(await changeSettings(ctx, changed, admin)).toEqual(changed);

    expect(await readSettings(ctx.db)).toEqual(changed);
    expect(await rateOf('2026-12-01', 'Lunch')).toBe(60);
    expect(await rateOf('2026-12-02', 'Lunch')).toBe(75);
  });

  it('when an admin changes them, then the settings document carries the audit entry of before and after', async () => {
    const changed = { ...DEFAULT_MESS_SETTINGS, maxGuests: 1 };

    await changeSettings(ctx, changed, admin);

    const doc = await ctx.db.settings.findOne({ key: 'mess' });
    expect(doc?._outbox?.at(-1)?.data).toMatchObject({ target: { type: 'mess settings', id: 'mess' }, before: { maxGuests: 3 }, after: { maxGuests: 1 } });
  });
});
