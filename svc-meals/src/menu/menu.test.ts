import { API } from '@hostel/contracts';
import { postMeal } from '../meals/post-meal';
import { readMeal } from '../meals/get-meal';
import { deleteMeal } from '../meals/delete-meal';
import { ADMIN_EMAIL, aMealBody, declaredChange, useMealsTestStore } from '../testing/meals-test-store';
import { getMenu } from './get-menu';
import { nextServed } from './next-served';
import { setMenuSlot } from './set-menu-slot';

describe('the weekly menu use cases', () => {
  const t = useMealsTestStore();
  const addMeal = async (title: string) => (await postMeal(t.data, t.upcoming, aMealBody({ title }), ADMIN_EMAIL)).meal;

  it('when a slot is set, then the week shows it on its day, other slots stay empty, and updatedAt is set', async () => {
    const meal = await addMeal('Khichuri');

    const day = await setMenuSlot(t.data, '2027-01-01', 'Breakfast', [meal._id]);
    const week = await getMenu(t.data, '2026-W53');

    expect(day.slots.Breakfast.map((m) => m.title)).toEqual(['Khichuri']);
    expect(week.days.map((d) => d.date)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(week.days[4]!.slots).toMatchObject({ Breakfast: [expect.objectContaining({ _id: meal._id })], Lunch: [], Dinner: [] });
    expect(week.updatedAt).toEqual(expect.any(String));
    expect((await getMenu(t.data, '2027-W01')).updatedAt).toBeNull();
  });

  it('when a meal id does not exist, then 400 and the slot keeps its meals', async () => {
    const meal = await addMeal('Tehari');
    await setMenuSlot(t.data, '2027-01-02', 'Lunch', [meal._id]);

    await expect(setMenuSlot(t.data, '2027-01-02', 'Lunch', ['ffffffffffffffffffffffff'])).rejects.toMatchObject({ status: 400 });

    expect((await getMenu(t.data, '2026-W53')).days[5]!.slots.Lunch.map((m) => m._id)).toEqual([meal._id]);
  });

  it('when a scheduled meal is deleted, then it leaves the menu', async () => {
    const [kept, gone] = [await addMeal('Kept'), await addMeal('Gone')];
    await setMenuSlot(t.data, '2027-01-03', 'Dinner', [gone._id, kept._id]);

    await deleteMeal(t.data, gone._id);

    expect((await getMenu(t.data, '2026-W53')).days[6]!.slots.Dinner.map((m) => m.title)).toEqual(['Kept']);
  });

  it('when asked from a moment in Dhaka, then nextServed is the earliest slot from that Dhaka day on', async () => {
    const meal = await addMeal('Biryani');
    await setMenuSlot(t.data, '2027-01-03', 'Dinner', [meal._id]);
    await setMenuSlot(t.data, '2027-01-04', 'Dinner', [meal._id]);
    await setMenuSlot(t.data, '2027-01-04', 'Lunch', [meal._id]);

    // 23:59 on Sunday 3 January in Dhaka, then 00:01 on Monday 4 January (still Sunday in UTC).
    expect(await nextServed(t.data.menu, meal._id, new Date('2027-01-03T17:59:00Z'))).toEqual({ date: '2027-01-03', slot: 'Dinner' });
    expect(await nextServed(t.data.menu, meal._id, new Date('2027-01-03T18:01:00Z'))).toEqual({ date: '2027-01-04', slot: 'Lunch' });
    expect(await nextServed(t.data.menu, meal._id, new Date('2027-01-05T00:00:00Z'))).toBeNull();
  });

  it('when the menu changes, then the meal’s cached details show the new next-served at once', async () => {
    const meal = await addMeal('Polao');
    const date = new Date(Date.now() + 6 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const details = async () => JSON.parse((await readMeal(t.data, meal._id)).body.toString('utf8')) as { nextServed: unknown };
    expect((await details()).nextServed).toBeNull();

    await setMenuSlot(t.data, date, 'Lunch', [meal._id]);
    await declaredChange(t.data, API.setMenuSlot, { date, slot: 'Lunch' });
    expect((await details()).nextServed).toEqual({ date, slot: 'Lunch' });

    await setMenuSlot(t.data, date, 'Lunch', []);
    await declaredChange(t.data, API.setMenuSlot, { date, slot: 'Lunch' });
    expect((await details()).nextServed).toBeNull();
  });
});
