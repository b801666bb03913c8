import { escapeRegex } from '@hostel/platform';
import type { MyMealsCount } from '@hostel/contracts';
import type { MealsData } from '../meals/meal-store';

/**
 * How many meals carry this e-mail (an admin's profile counts their own): counted by the store, not by sending the
 * whole catalogue to the browser. Compared without case, as e-mails are typed by people.
 */
export async function myMealsCount(data: MealsData, email: string): Promise<MyMealsCount> {
  return { count: await data.meals.count({ email: { $regex: `^${escapeRegex(email)}$`, $options: 'i' } }) };
}
