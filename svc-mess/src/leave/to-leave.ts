import type { Leave } from '@hostel/contracts';
import type { LeaveDoc } from '../mess-store';

/** A leave as the API answers. */
export const toLeave = (doc: LeaveDoc): Leave => ({
  id: doc._id,
  userId: doc.userId,
  from: doc.from,
  to: doc.to,
  ...(doc.reason ? { reason: doc.reason } : {}),
  createdAt: doc.createdAt,
  slotsOff: doc.slotsOff,
  ...(doc.cancelledAt ? { cancelledAt: doc.cancelledAt } : {}),
});
