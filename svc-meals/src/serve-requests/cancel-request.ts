import { assertSelfOrAdmin, notFound, type Caller } from '@hostel/platform';
import type { ServeCollection } from './serve-store';

/** Requesters cancel their own requests; admins anyone's. */
export async function cancelRequest(requests: ServeCollection, caller: Caller, id: string): Promise<void> {
  const request = await requests.findOne({ _id: id });
  if (!request) throw notFound('Request not found');
  assertSelfOrAdmin(caller, request.userId, 'You can only cancel your own requests');
  await requests.deleteOne({ _id: id });
}
