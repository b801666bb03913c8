import { SERVE_REQUEST_EVENTS } from '@hostel/contracts';
import { assertSelfOrAdmin, type Caller } from '@hostel/accounts';
import { notFound, withOutbox, type Auditor } from '@hostel/platform';
import { ACTIVE, serveRequestEvent, toServeRequest, type ServeCollection } from './serve-store';

/**
 * Requesters cancel their own requests; admins anyone's. The request becomes a tombstone carrying its
 * `serve-request.cancelled` event in the same write; a second cancellation finds nothing (404). Resolves with how many
 * requests the store cancelled.
 */
export async function cancelRequest(requests: ServeCollection, caller: Caller, id: string, audit?: Auditor): Promise<number> {
  const request = await requests.findOne({ _id: id, ...ACTIVE });
  if (!request) throw notFound('Request not found');
  assertSelfOrAdmin(caller, request.userId, 'You can only cancel your own requests');
  const cancel = withOutbox({ $set: { cancelledAt: new Date().toISOString() } }, serveRequestEvent(SERVE_REQUEST_EVENTS.cancelled, toServeRequest(request)));
  // An admin cancelling another's request is an admin change: its audit entry rides in the same write.
  const byAdmin = audit && caller.role === 'admin' && caller.id !== request.userId;
  const result = await requests.updateOne(
    { _id: id, ...ACTIVE },
    byAdmin ? withOutbox(cancel, audit({ target: { type: 'serve request', id }, before: toServeRequest(request) })) : cancel,
  );
  if (result.matched === 0) throw notFound('Request not found');
  return result.modified;
}
