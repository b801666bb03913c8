import { notFound } from '@hostel/platform';
import type { ServeCollection } from './serve-store';

/** Marks a request served; delivering it again changes nothing (modifiedCount 0). */
export async function deliverRequest(requests: ServeCollection, id: string): Promise<{ modifiedCount: number }> {
  const result = await requests.updateOne({ _id: id }, { $set: { status: 'Delivered' } });
  if (result.matched === 0) throw notFound('Request not found');
  return { modifiedCount: result.modified };
}
