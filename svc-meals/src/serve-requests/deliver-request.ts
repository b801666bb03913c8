import { SERVE_REQUEST_EVENTS } from '@hostel/contracts';
import { notFound, withOutbox, type Auditor } from '@hostel/platform';
import { ACTIVE, serveRequestEvent, toServeRequest, type ServeCollection } from './serve-store';

/**
 * Marks a request served; delivering it again changes nothing (modifiedCount 0). Only the write that changes the
 * status carries `serve-request.updated`, so the requester hears of it exactly once.
 */
export async function deliverRequest(requests: ServeCollection, id: string, audit?: Auditor): Promise<{ modifiedCount: number }> {
  const doc = await requests.findOne({ _id: id, ...ACTIVE });
  if (!doc) throw notFound('Request not found');
  if (doc.status === 'Delivered') return { modifiedCount: 0 };
  const delivered = { ...toServeRequest(doc), status: 'Delivered' as const };
  const deliver = withOutbox({ $set: { status: 'Delivered' } }, serveRequestEvent(SERVE_REQUEST_EVENTS.updated, delivered));
  const result = await requests.updateOne(
    { _id: id, status: 'Pending', ...ACTIVE },
    audit ? withOutbox(deliver, audit({ target: { type: 'serve request', id }, before: { status: doc.status }, after: { status: 'Delivered' } })) : deliver,
  );
  return { modifiedCount: result.modified };
}
