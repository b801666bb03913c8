import { ADMIN_PAGE_SIZE } from '@hostel/contracts';
import { forbidden, notFound, unauthorized, type SessionClaims } from '@hostel/platform';
import { toUser, type PublicUser, type UserCollection } from './user-store';

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The caller's role is read from the store, so Make Admin takes effect without a new login. */
export async function callerIsAdmin(users: UserCollection, session: SessionClaims | undefined): Promise<boolean> {
  if (!session) throw unauthorized();
  const caller = await users.findOne({ _id: session.sub }, { projection: { role: 1 } });
  return caller?.role === 'admin';
}

export async function requireAdminCaller(users: UserCollection, session: SessionClaims | undefined): Promise<void> {
  if (!(await callerIsAdmin(users, session))) throw forbidden('Forbidden access');
}

export async function findUserByEmail(users: UserCollection, session: SessionClaims | undefined, email: string): Promise<PublicUser> {
  if (!session) throw unauthorized();
  if (session.email !== email && !(await callerIsAdmin(users, session))) throw forbidden('Forbidden access');
  const user = await users.findOne({ email });
  if (!user) throw notFound('User not found');
  return toUser(user);
}

export async function searchUsers(
  users: UserCollection,
  query: { search?: string; page?: number; limit?: number },
): Promise<{ users: PublicUser[]; total: number }> {
  const pattern = query.search ? { $regex: escapeRegex(query.search), $options: 'i' } : undefined;
  const filter = pattern ? { $or: [{ name: pattern }, { email: pattern }] } : {};
  const limit = query.page ? (query.limit ?? ADMIN_PAGE_SIZE) : query.limit;
  const skip = query.page && limit ? (query.page - 1) * limit : 0;
  const [docs, total] = await Promise.all([
    users.find(filter, { sort: { creationTime: -1 }, skip, ...(limit ? { limit } : {}) }),
    users.count(filter),
  ]);
  return { users: docs.map(toUser), total };
}
