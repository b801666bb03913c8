import { EVENTS } from '@hostel/contracts';
import { newEvent, notFound, withOutbox, type Auditor } from '@hostel/platform';
import { snapshot, type UserCollection } from './user-store';

/** Idempotent: promoting an admin again changes nothing, publishes nothing and adds nothing to the audit trail. */
export async function makeAdmin(users: UserCollection, userId: string, audit: Auditor): Promise<{ modifiedCount: number }> {
  const user = await users.findOne({ _id: userId });
  if (!user) throw notFound('User not found');
  const target = { type: 'user', id: userId };
  const change = withOutbox({ $set: { role: 'admin' } }, newEvent(EVENTS.userRoleChanged, snapshot({ ...user, role: 'admin' })));
  const result = await users.updateOne(
    { _id: userId, role: { $ne: 'admin' } },
    withOutbox(change, audit({ target, before: { email: user.email, role: user.role }, after: { email: user.email, role: 'admin' } })),
  );
  return { modifiedCount: result.modified };
}
