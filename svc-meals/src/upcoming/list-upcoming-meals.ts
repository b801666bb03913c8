import type { UpcomingMeal } from '@hostel/contracts';
import { toUpcoming, type UpcomingCollection } from './upcoming-store';

/** The most liked first: the students' votes decide what comes next. */
export async function listUpcomingMeals(upcoming: UpcomingCollection): Promise<UpcomingMeal[]> {
  return (await upcoming.find({}, { sort: { likes: -1, createdAt: -1 } })).map(toUpcoming);
}
