import { dhakaTime, type AuditEntry, type AuditQuery } from '@hostel/contracts';
import { badRequest, findPage, type Collection, type Filter } from '@hostel/platform';
import { toEntry, type AuditDoc, type AuditTrail } from './audit-store';

export const AUDIT_PAGE_SIZE = 20;

const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Newest first. `actor` is an e-mail (any case) or a user id; `from`/`to` are whole Dhaka days, both included.
 * Every value is compared as a plain string, so nothing from the query becomes an operator.
 */
export async function listAudit(trail: AuditTrail, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  if (query.from && query.to && query.to < query.from) throw badRequest('to must not be before from');
  const filter: Filter = {};
  if (query.actor) filter.$or = query.actor.includes('@') ? [{ actorEmail: query.actor.toLowerCase() }, { actorEmail: query.actor }] : [{ actorId: query.actor }];
  if (query.action) filter.action = query.action;
  const at: Record<string, string> = {};
  if (query.from) at.$gte = dhakaTime(query.from).toISOString();
  if (query.to) at.$lt = dhakaTime(nextDay(query.to)).toISOString();
  if (query.from || query.to) filter.at = at;
  // findPage only reads (find and count); the trail hands out no writer.
  const page = await findPage(trail.entries as Collection<AuditDoc>, filter, { page: query.page, limit: query.limit, pageSize: AUDIT_PAGE_SIZE, sort: { at: -1, _id: -1 } });
  return { entries: page.items.map(toEntry), total: page.total };
}
