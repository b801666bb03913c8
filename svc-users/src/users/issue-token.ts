import { issueSessionToken } from '@hostel/platform';
import type { UserDoc } from './user-store';

type Ttl = `${number}${'m' | 'h' | 'd'}`;

export function issueTokenFor(user: UserDoc, secret: string, ttl: string): string {
  return issueSessionToken({ sub: user._id, email: user.email, role: user.role }, secret, ttl as Ttl);
}
