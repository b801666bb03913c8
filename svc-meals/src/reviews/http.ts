import { ADMIN_PAGE_SIZE, API, USER_REVIEWS_PAGE_SIZE } from '@hostel/contracts';
import { assertSelf, assertSelfOrAdmin } from '@hostel/accounts';
import { reply, type AuditOutbox } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import type { MealsRoutes } from '../routes';
import { addReview } from './add-review';
import { deleteReview } from './delete-review';
import { listReviews } from './list-reviews';

export function bindReviews(routes: MealsRoutes, data: MealsData, auditOutbox: AuditOutbox): void {
  routes.on(API.listUserReviews, async ({ params: { userId }, query }, { caller }) => {
    assertSelfOrAdmin(caller, userId);
    return listReviews(data, { userId, ...query, pageSize: USER_REVIEWS_PAGE_SIZE });
  });

  routes.on(API.addReview, async ({ params, body }, { caller }) => {
    assertSelf(caller, body.userId);
    return reply(201, { success: true, reviews: await addReview(data, caller, params.id, body) });
  });

  routes.on(API.deleteReview, async ({ params: { mealId, reviewId } }, { caller, audit }) => {
    await deleteReview(data, caller, mealId, reviewId, { outbox: auditOutbox, auditor: audit });
    return { success: true };
  });

  routes.on(API.listReviews, async ({ query }) => listReviews(data, { ...query, pageSize: ADMIN_PAGE_SIZE }));
}
