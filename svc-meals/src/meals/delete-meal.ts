import { auditedDelete, notFound, type AuditOutbox, type Auditor } from '@hostel/platform';
import { republishMenuOf } from '../menu/menu-event';
import { dropMealLikes } from './meal-likes';
import { mealFieldsOf, type MealsData } from './meal-store';

/** A deleted meal takes its reviews with it; resolves with how many meals the store deleted. */
export async function deleteMeal(data: MealsData, id: string, audit?: { outbox: AuditOutbox; auditor: Auditor }): Promise<number> {
  const meal = await data.meals.findOne({ _id: id });
  const remove = () => data.meals.deleteOne({ _id: id });
  const deleted = audit && meal ? await auditedDelete(audit.outbox, audit.auditor({ target: { type: 'meal', id }, before: mealFieldsOf(meal) }), { collection: 'meals', id }, remove) : await remove();
  if (deleted === 0) throw notFound('Meal not found');
  await Promise.all([data.reviews.deleteMany({ mealId: id }), dropMealLikes(data.likes, id)]);
  await republishMenuOf(data, id);
  return deleted;
}
