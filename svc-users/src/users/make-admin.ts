import { EVENTS } from '@hostel/contracts';
import { newEvent, notFound, withOutbox } from '@hostel/platform';
import { snapshot, type UserCollection } from './user-store';

/** Idempotent: promoting an admin again changes nothing and publishes nothing. */
export async function makeAdmin(users: UserCollection, userId: string): Promise<{ modifiedCount: number }> {
  const user = await users.findOne({ _id: userId });
  if (!user) throw notFound('User not found');
  const result = await users.updateOne(
    { _id: userId, role: { $ne: 'admin' } },
    withOutbox({ $set: { role: 'admin' } }, newEvent(EVENTS.userRoleChanged, snapshot({ ...user, role: 'admin' }))),
  );
  return { modifiedCount: result.modified };
}
