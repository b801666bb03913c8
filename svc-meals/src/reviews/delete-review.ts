import { assertSelfOrAdmin, type Caller } from '@hostel/accounts';
import { auditedDelete, notFound, type AuditOutbox, type Auditor } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';

/** Authors delete their own reviews; admins moderate anyone's, and that moderation is an audited admin change. */
export async function deleteReview(data: MealsData, caller: Caller, mealId: string, reviewId: string, audit?: { outbox: AuditOutbox; auditor: Auditor }): Promise<void> {
  const review = await data.reviews.findOne({ _id: reviewId, mealId });
  if (!review) throw notFound('Review not found');
  assertSelfOrAdmin(caller, review.userId, 'You can only delete your own reviews');
  const remove = () => data.reviews.deleteOne({ _id: reviewId });
  const byAdmin = audit && caller.role === 'admin' && caller.id !== review.userId;
  if (byAdmin) {
    const { _outbox: _pending, _outboxPending: _count, ...before } = review as typeof review & { _outbox?: unknown; _outboxPending?: unknown };
    await auditedDelete(audit.outbox, audit.auditor({ target: { type: 'review', id: reviewId }, before }), { collection: 'reviews', id: reviewId }, remove);
  } else await remove();
}
