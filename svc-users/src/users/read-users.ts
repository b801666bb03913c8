import { ADMIN_PAGE_SIZE, DEFAULT_BADGE, DEFAULT_ROLE, type User } from '@hostel/contracts';
import { assertAdmin, assertSelfOrAdminByEmail, type Caller } from '@hostel/accounts';
import { findPage, isRevokedSession, notFound, textSearch, unauthorized, type PageRequest, type SessionClaims } from '@hostel/platform';
import { toUser, type UserCollection } from './user-store';

/**
 * Who is calling, with the role from the store, so Make Admin takes effect without a new login; a token issued before
 * the user's sessions were ended is refused.
 */
export async function usersCaller(users: UserCollection, session: SessionClaims | undefined): Promise<Caller> {
  if (!session) throw unauthorized();
  const user = await users.findOne({ _id: session.sub }, { projection: { role: 1, badge: 1, name: 1, sessionGeneration: 1 } });
  if (isRevokedSession(session, user?.sessionGeneration)) throw unauthorized();
  return { id: session.sub, email: session.email, role: user?.role ?? DEFAULT_ROLE, badge: user?.badge ?? DEFAULT_BADGE, ...(user?.name ? { name: user.name } : {}) };
}

export async function requireAdminCaller(users: UserCollection, session: SessionClaims | undefined): Promise<void> {
  assertAdmin(await usersCaller(users, session));
}

/** Users read their own record; admins anyone's. Checked before the lookup, so nobody learns who is registered. */
export async function findUserByEmail(users: UserCollection, session: SessionClaims | undefined, email: string): Promise<User> {
  assertSelfOrAdminByEmail(await usersCaller(users, session), email);
  const user = await users.findOne({ email });
  if (!user) throw notFound('User not found');
  return toUser(user);
}

/** The admin's user table, newest first; whole unless a page is asked. */
export async function searchUsers(users: UserCollection, { search, ...paging }: PageRequest & { search?: string }): Promise<{ users: User[]; total: number }> {
  const filter = textSearch(search, ['name', 'email']);
  const page = await findPage(users, filter, { ...paging, pageSize: ADMIN_PAGE_SIZE, wholeUnlessPaged: true, sort: { creationTime: -1 } });
  return { users: page.items.map(toUser), total: page.total };
}
