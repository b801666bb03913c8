import { newEvent, type Collection, type Doc, type DocumentStore, type EventEnvelope, type OutboxFields } from '@hostel/platform';
import type { ServeRequest, ServeRequestEventType } from '@hostel/contracts';

export interface ServeDoc extends Doc, OutboxFields, ServeRequest {
  /**
   * Set when the request was cancelled. The document stays (a tombstone) so that the cancellation and its
   * `serve-request.cancelled` event are one single-document write (DESIGN §4 outbox); lists leave it out, and the
   * insights still count it as a request that was made.
   */
  cancelledAt?: string;
}

export type ServeCollection = Collection<ServeDoc>;

/** Requests that still exist for their requester and the admin: not cancelled. */
export const ACTIVE = { cancelledAt: { $exists: false } } as const;

export async function serveCollection(store: DocumentStore): Promise<ServeCollection> {
  const requests = store.collection<ServeDoc>('serve_requests');
  await requests.createIndex({ userId: 1, createdAt: -1 });
  await requests.createIndex({ createdAt: -1 });
  return requests;
}

export const toServeRequest = ({ _id, mealId, title, likes, reviews, status, userName, userEmail, userId, createdAt }: ServeDoc): ServeRequest => ({
  _id,
  mealId,
  title,
  likes,
  reviews,
  status,
  userName,
  userEmail,
  userId,
  createdAt,
});

/** The event a change of a request publishes (through the outbox), carrying the request as it now is. */
export const serveRequestEvent = (type: ServeRequestEventType, request: ServeRequest): EventEnvelope<ServeRequest> => newEvent(type, request);
