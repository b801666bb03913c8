import { currentWeek, weekDates } from '@hostel/contracts';
import { ADMIN_EMAIL, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { postMeal } from '../meals/post-meal';
import { getMenu } from '../menu/get-menu';
import { seedWeekMenu } from './menu-seed';

describe('seedWeekMenu', () => {
  const t = useMealsTestStore();
  const NOW = new Date('2027-01-03T18:30:00Z'); // 00:30 on Monday 4 January in Dhaka: week 2027-W01

  beforeEach(async () => {
    for (const [title, category] of [['Paratha and Sobji', 'Breakfast'], ['Halwa Puri', 'Breakfast'], ['Beef Tehari', 'Lunch'], ['Vegetable Khichuri', 'Dinner']] as const) {
      await postMeal(t.data, t.upcoming, aMealBody({ title, category }), ADMIN_EMAIL);
    }
    // A demo meal stored before diet labels existed.
    await t.data.meals.updateMany({ title: 'Halwa Puri' }, { $unset: { dietTags: '', allergens: '' } });
  });

  it('when the current Dhaka week is empty, then every slot of it gets dishes of its category, and the demo meals their labels', async () => {
    expect(await seedWeekMenu(t.data, NOW)).toBe(true);

    const week = await getMenu(t.data, currentWeek(NOW));
    expect(week.week).toBe('2027-W01');
    expect(week.days.map((day) => day.date)).toEqual(weekDates('2027-W01'));
    for (const day of week.days) {
      expect(day.slots.Breakfast.map((meal) => meal.category)).toEqual(['Breakfast', 'Breakfast']);
      expect(day.slots.Lunch.map((meal) => meal.title)).toEqual(['Beef Tehari']);
      expect(day.slots.Dinner.map((meal) => meal.title)).toEqual(['Vegetable Khichuri']);
    }
    expect(await t.data.meals.findOne({ title: 'Halwa Puri' })).toMatchObject({ dietTags: ['vegetarian', 'halal'], allergens: ['gluten', 'dairy', 'nuts'] });
  });

  it('when the week has a slot set already, then nothing is overwritten', async () => {
    await seedWeekMenu(t.data, NOW);
    const before = await getMenu(t.data, '2027-W01');

    expect(await seedWeekMenu(t.data, NOW)).toBe(false);

    expect(await getMenu(t.data, '2027-W01')).toEqual(before);
  });
});
