import type { Collection, Doc, DocumentStore } from '@hostel/platform';
import type { ServeRequest } from '@hostel/contracts';

export interface ServeDoc extends Doc, ServeRequest {}

export type ServeCollection = Collection<ServeDoc>;

export async function serveCollection(store: DocumentStore): Promise<ServeCollection> {
  const requests = store.collection<ServeDoc>('serve_requests');
  await requests.createIndex({ userId: 1, createdAt: -1 });
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
