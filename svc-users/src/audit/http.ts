import { API } from '@hostel/contracts';
import { reply } from '@hostel/platform';
import type { UsersRoutes } from '../users/http';
import type { AuditTrail } from './audit-store';
import { listAudit } from './list-audit';

/** The trail is read only: GET /audit is its one route (DESIGN §9: nothing edits or deletes an entry). */
export function bindAudit(routes: UsersRoutes, trail: AuditTrail): void {
  routes.on(API.listAudit, async ({ query }) => {
    const { entries, total } = await listAudit(trail, query);
    return reply(200, entries, { 'X-Total-Count': String(total) });
  });
}
