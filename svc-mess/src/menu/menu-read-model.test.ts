import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS } from '@hostel/contracts';
import { EmbeddedDocumentStore, newEvent } from '@hostel/platform';
import { applyMenuEvent, menuBetween, menuSlotsCollection, type MenuSlots } from './menu-read-model';

const rice = { id: 'meal-rice', title: 'Rice and Dal' };
const biryani = { id: 'meal-biryani', title: 'Chicken Biryani' };
const changed = (date: string, slot: 'Breakfast' | 'Lunch' | 'Dinner', meals: { id: string; title: string }[], updatedAt: string) =>
  newEvent(EVENTS.menuSlotChanged, { date, slot, meals, updatedAt });

describe('the menu read model (svc-meals’ menu.slot_changed)', () => {
  let dir: string;
  let menu: MenuSlots;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mess-menu-'));
    menu = await menuSlotsCollection(await EmbeddedDocumentStore.open(dir));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('when a slot is set, then its meals come back for that day and slot only, in the admin’s order', async () => {
    await applyMenuEvent(menu, changed('2027-02-16', 'Lunch', [biryani, rice], '2026-11-26T06:00:00.000Z'));
    const week = await menuBetween(menu, '2027-02-15', '2027-02-21');
    expect(week.of('2027-02-16', 'Lunch')).toEqual([biryani, rice]);
    expect(week.of('2027-02-16', 'Dinner')).toEqual([]);
    expect(week.of('2027-02-17', 'Lunch')).toEqual([]);
    expect((await menuBetween(menu, '2027-02-17', '2027-02-21')).of('2027-02-16', 'Lunch')).toEqual([]);
  });

  it('when an older setting arrives after a newer one, or one is delivered twice, then the newer stays', async () => {
    const newer = changed('2027-02-16', 'Lunch', [rice], '2026-11-26T06:00:02.000Z');
    await applyMenuEvent(menu, newer);
    await applyMenuEvent(menu, changed('2027-02-16', 'Lunch', [biryani], '2026-11-26T06:00:01.000Z'));
    await applyMenuEvent(menu, newer);
    expect((await menuBetween(menu, '2027-02-16', '2027-02-16')).of('2027-02-16', 'Lunch')).toEqual([rice]);
    expect(await menu.count({})).toBe(1);

    await applyMenuEvent(menu, changed('2027-02-16', 'Lunch', [], '2026-11-26T06:00:03.000Z'));
    expect((await menuBetween(menu, '2027-02-16', '2027-02-16')).of('2027-02-16', 'Lunch')).toEqual([]);
  });

  it('when the payload is not a menu slot, then it throws (the bus dead-letters it) and stores nothing', async () => {
    await expect(applyMenuEvent(menu, newEvent(EVENTS.menuSlotChanged, { date: '2027-02-16', slot: 'Supper', meals: [] }))).rejects.toThrow();
    expect(await menu.count({})).toBe(0);
  });
});
