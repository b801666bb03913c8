import { EVENTS, type Badge, type ServeRequest, type ServeRequestEventType } from '@hostel/contracts';
import type { IncomingEvent } from './replay-store';

const STUDENT = '0000000000000000000000a1';
const NEIGHBOUR = '0000000000000000000000b2';
export const USERS = { student: STUDENT, neighbour: NEIGHBOUR } as const;

let serial = 0;

/** A serve request's event as the feed hands it to the store: `userId` is whose request it is. */
export function incoming(userId: string, type: ServeRequestEventType = 'serve-request.created'): Extract<IncomingEvent, { type: ServeRequestEventType }> {
  serial++;
  const data: ServeRequest = {
    _id: serial.toString(16).padStart(24, '0'),
    mealId: 'f'.repeat(24),
    title: `Meal ${serial}`,
    likes: 0,
    reviews: 0,
    status: 'Pending',
    userName: 'Student',
    userEmail: 'student@hostel.test',
    userId,
    createdAt: new Date().toISOString(),
  };
  return { envelopeId: `envelope-${serial}`, type, data };
}

/** A user's badge change as the feed hands it to the store. */
export function badgeChange(userId: string, badge: Badge): IncomingEvent {
  serial++;
  return { envelopeId: `envelope-${serial}`, type: EVENTS.userBadgeChanged, data: { userId, badge } };
}
