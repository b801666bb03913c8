import type { Badge, Role } from '@hostel/contracts';

/** Who is calling: role, badge and name as the services' read model knows them (read-model/user-profiles.ts). */
export interface Caller {
  id: string;
  email: string;
  role: Role;
  badge: Badge;
  /** The name on the caller's user record; absent until the read model has heard of the user. */
  name?: string;
}
