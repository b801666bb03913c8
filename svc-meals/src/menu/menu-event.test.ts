import { EVENTS } from '@hostel/contracts';
import { postMeal } from '../meals/post-meal';
import { ADMIN_EMAIL, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { seedWeekMenu } from '../seed/menu-seed';
import { setMenuSlot } from './set-menu-slot';

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
});
