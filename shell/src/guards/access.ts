import type { PageAccess } from '@hostel/contracts/routes';
import type { SessionState } from '@hostel/ui';

/** Who may see a page, as a remote's routes module says it. */
export type Access = PageAccess;

/** Whether the session may see a route now; while identity is still loading, nothing protected mounts. */
export function canSee(access: Access, state: SessionState): boolean {
  if (access === 'everyone') return true;
  if (state.loading || !state.user?.email) return false;
  return access === 'signed-in' || state.user.role === 'admin';
}
