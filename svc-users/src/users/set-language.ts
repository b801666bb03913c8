import type { User, UserLanguage } from '@hostel/contracts';
import { notFound, unauthorized, type SessionClaims } from '@hostel/platform';
import { toUser, type UserCollection } from './user-store';

/**
 * Saves the language the caller chose on their own record (the session's subject: nobody else's can be named),
 * so their next sign-in, on any browser, starts in it. No event: no other service keeps a user's language.
 */
export async function setLanguage(users: UserCollection, session: SessionClaims | undefined, language: UserLanguage): Promise<User> {
  if (!session) throw unauthorized();
  const user = await users.findOne({ _id: session.sub });
  if (!user) throw notFound('User not found');
  if (user.language !== language) await users.updateOne({ _id: session.sub }, { $set: { language } });
  return toUser({ ...user, language });
}
