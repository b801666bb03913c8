import { currentWeek, MEAL_SLOTS, weekDates, type Allergen, type DietTag } from '@hostel/contracts';
import type { MealsData } from '../meals/meal-store';
import { menuSlotUpdate } from '../menu/menu-event';

export interface SeedLabels {
  dietTags: DietTag[];
  allergens: Allergen[];
  calories: number;
}

const labels = (dietTags: DietTag[], allergens: Allergen[], calories: number): SeedLabels => ({ dietTags, allergens, calories });

/**
 * Diet labels of the demo dishes, read from their ingredients: ghee and yogurt are dairy, luchi/paratha/naan are
 * wheat (gluten), hilsa and rui are fish, golda prawns shellfish. Everything the hostel kitchen serves is halal.
 */
export const SEED_LABELS: Readonly<Record<string, SeedLabels>> = {
  'Khichuri with Egg Bhuna': labels(['halal', 'gluten-free'], ['egg', 'dairy'], 520),
  'Paratha and Sobji': labels(['vegetarian', 'halal'], ['gluten', 'dairy'], 450),
  'Luchi Alur Dom': labels(['vegetarian', 'vegan', 'halal'], ['gluten'], 480),
  'Chicken Sandwich Combo': labels(['halal'], ['gluten', 'egg', 'dairy'], 540),
  'Chola Bhuna and Ruti': labels(['vegetarian', 'vegan', 'halal'], ['gluten'], 420),
  'Egg Omelette Platter': labels(['halal'], ['egg', 'gluten', 'dairy'], 430),
  'Beef Nihari with Naan': labels(['halal'], ['gluten', 'dairy'], 780),
  'Halwa Puri': labels(['vegetarian', 'halal'], ['gluten', 'dairy', 'nuts'], 690),
  'Chicken Biryani': labels(['halal', 'gluten-free'], ['egg', 'dairy'], 780),
  'Beef Tehari': labels(['halal', 'gluten-free'], [], 720),
  'Rice, Dal and Fish Curry': labels(['halal', 'gluten-free'], ['fish'], 560),
  'Ilish Bhapa Thali': labels(['halal', 'gluten-free'], ['fish'], 640),
  'Chicken Fried Rice': labels(['halal'], ['egg', 'soy', 'gluten'], 650),
  'Vegetable Thali': labels(['vegetarian', 'vegan', 'halal', 'gluten-free'], [], 480),
  'Mutton Kacchi': labels(['halal', 'gluten-free'], ['dairy'], 950),
  'Morog Polao': labels(['halal', 'gluten-free'], ['dairy', 'nuts'], 820),
  'Beef Kala Bhuna': labels(['halal', 'gluten-free'], [], 680),
  'Chicken Curry and Rice': labels(['halal', 'gluten-free'], [], 610),
  'Dal Makhani and Naan': labels(['vegetarian', 'halal'], ['dairy', 'gluten'], 620),
  'Grilled Chicken Platter': labels(['halal'], ['dairy', 'gluten'], 700),
  'Prawn Malai Curry': labels(['halal', 'gluten-free'], ['shellfish', 'dairy'], 590),
  'Egg Curry Night': labels(['halal', 'gluten-free'], ['egg'], 520),
  'Vegetable Khichuri': labels(['vegetarian', 'vegan', 'halal', 'gluten-free'], [], 470),
  'Mutton Rezala': labels(['halal', 'gluten-free'], ['dairy', 'nuts'], 880),
  'Shorshe Ilish Special': labels(['halal', 'gluten-free'], ['fish'], 610),
  'Fuchka Evening': labels(['vegetarian', 'vegan', 'halal'], ['gluten'], 350),
  'Panta Ilish Boishakh': labels(['halal', 'gluten-free'], ['fish'], 560),
  'Chicken Haleem': labels(['halal'], ['gluten'], 540),
  'Pitha Utsob Platter': labels(['vegetarian', 'vegan', 'halal', 'gluten-free'], [], 400),
  'Beef Chap and Luchi': labels(['halal'], ['gluten'], 760),
};

/** How many dishes each slot of the demo week serves. */
const DISHES_PER_SLOT = 2;

/**
 * Fills the current week (Dhaka) with the demo dishes when none of its slots is set, rotating each category's
 * dishes over the days, so the demo's Menu is never empty whenever the seed runs. Demo meals stored before diet
 * labels existed get theirs.
 */
export async function seedWeekMenu(data: MealsData, now: Date = new Date()): Promise<boolean> {
  for (const [title, fields] of Object.entries(SEED_LABELS)) {
    await data.meals.updateMany({ title, dietTags: { $exists: false } }, { $set: { ...fields } });
  }
  const dates = weekDates(currentWeek(now));
  if ((await data.menu.count({ date: { $gte: dates[0], $lte: dates[6] } })) > 0) return false;
  const meals = await data.meals.find({ title: { $in: Object.keys(SEED_LABELS) } }, { sort: { title: 1 }, projection: { _id: 1, category: 1, title: 1 } });
  const updatedAt = new Date(now.getTime() - 2 * 3600_000).toISOString();
  for (const [day, date] of dates.entries()) {
    for (const slot of MEAL_SLOTS) {
      const choices = meals.filter((meal) => meal.category === slot);
      const mealIds = Array.from({ length: Math.min(DISHES_PER_SLOT, choices.length) }, (_, index) => choices[(day * DISHES_PER_SLOT + index) % choices.length]!._id);
      // With its menu.slot_changed, like an admin's change: svc-mess shows the demo week's meals too.
      await data.menu.updateOne({ date, slot }, menuSlotUpdate(date, slot, mealIds, meals, updatedAt), { upsert: true });
    }
  }
  return true;
}
