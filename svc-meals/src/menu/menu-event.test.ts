import { EVENTS, shiftDate, todayInDhaka } from '@hostel/contracts';
import { deleteMeal } from '../meals/delete-meal';
import { updateMeal } from '../meals/update-meal';
import { postMeal } from '../meals/post-meal';
import { ADMIN_EMAIL, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { seedWeekMenu } from '../seed/menu-seed';
import { setMenuSlot } from './set-menu-slot';

const lastEvent = (doc: { _outbox?: { type: string; data: unknown }[] } | null | undefined) => doc?._outbox?.at(-1);

describe('menu.slot_changed (svc-mess keeps each slot’s meals from it)', () => {
  const t = useMealsTestStore();
  const addMeal = async (title: string) => (await postMeal(t.data, t.upcoming, aMealBody({ title }), ADMIN_EMAIL)).meal;

  it('when a slot is set or cleared, then the same write stores an event with its meals’ ids and titles in order', async () => {
    const [dal, rice] = [await addMeal('Dal'), await addMeal('Rice')];
    await setMenuSlot(t.data, '2027-02-16', 'Lunch', [rice._id, dal._id]);
    await setMenuSlot(t.data, '2027-02-16', 'Lunch', []);

    const doc = await t.data.menu.findOne({ date: '2027-02-16', slot: 'Lunch' });
    expect(doc?._outbox?.map((event) => [event.type, event.data])).toEqual([
      [EVENTS.menuSlotChanged, { date: '2027-02-16', slot: 'Lunch', meals: [{ id: rice._id, title: 'Rice' }, { id: dal._id, title: 'Dal' }], updatedAt: expect.any(String) }],
      [EVENTS.menuSlotChanged, { date: '2027-02-16', slot: 'Lunch', meals: [], updatedAt: doc?.updatedAt }],
    ]);
  });

  it('when the demo week is seeded, then every slot it fills carries its event too', async () => {
    await seedWeekMenu(t.data);
    const slots = await t.data.menu.find({});
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot._outbox?.length === 1 && slot._outbox[0]!.type === EVENTS.menuSlotChanged)).toBe(true);
  });

  it('when a meal on the menu is renamed or deleted, then each slot serving it from today publishes its meals again; past days do not', async () => {
    const [dal, rice] = [await addMeal('Dal'), await addMeal('Rice')];
    const [yesterday, tomorrow] = [shiftDate(todayInDhaka(), -1), shiftDate(todayInDhaka(), 1)];
    await setMenuSlot(t.data, yesterday, 'Lunch', [dal._id]);
    await setMenuSlot(t.data, tomorrow, 'Lunch', [dal._id, rice._id]);
    const slotOf = (date: string) => t.data.menu.findOne({ date, slot: 'Lunch' });
    const before = await slotOf(tomorrow);

    await updateMeal(t.data, dal._id, { title: 'Masoor Dal' });
    const renamed = await slotOf(tomorrow);
    expect(lastEvent(renamed)).toMatchObject({ type: EVENTS.menuSlotChanged, data: { date: tomorrow, slot: 'Lunch', meals: [{ id: dal._id, title: 'Masoor Dal' }, { id: rice._id, title: 'Rice' }] } });
    expect(renamed!.updatedAt > before!.updatedAt).toBe(true);
    expect((await slotOf(yesterday))?._outbox).toHaveLength(1);

    await deleteMeal(t.data, rice._id);
    expect(lastEvent(await slotOf(tomorrow))).toMatchObject({ data: { meals: [{ id: dal._id, title: 'Masoor Dal' }] } });
  });
});
