import { MESSAGES } from '@hostel/contracts';
import { forbidden, issueSessionToken } from '@hostel/platform';
import { saveUser, type SaveUserInput } from './save-user';
import type { UserCollection, UserDoc } from './user-store';

type Ttl = `${number}${'m' | 'h' | 'd'}`;

function issueTokenFor(user: UserDoc, secret: string, ttl: string): string {
  return issueSessionToken({ sub: user._id, email: user.email, role: user.role, gen: user.sessionGeneration ?? 0 }, secret, ttl as Ttl);
}

/**
 * POST /jwt: a session only for a verified e-mail (DESIGN §6). Registration saves the record before the address
 * is verified, so the check is here and not in saveUser; federated identities (Google) arrive verified.
 */
export async function startSession(
  users: UserCollection,
  input: SaveUserInput,
  session: { secret: string; ttl: string },
): Promise<{ token: string; created: boolean }> {
  if (!input.identity.emailVerified) throw forbidden(MESSAGES.verifyEmailFirst);
  const { user, created } = await saveUser(users, input);
  return { token: issueTokenFor(user, session.secret, session.ttl), created };
}
