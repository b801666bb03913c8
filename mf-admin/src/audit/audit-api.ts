import { ADMIN_PAGE_SIZE, API, listAudit, type AuditEntry, type Operation } from '@hostel/contracts';
import { callWithHeaders, useSession } from '@hostel/ui';
import { useAdminPage } from '../shared/use-admin-page';

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/**
 * The actions an entry can name: every admin write, and the two writes an admin may make on another's data (a
 * review's removal, a serve request's cancellation). Read from the declarations, so a new one is listed at once.
 */
export const AUDITED_ACTIONS: readonly string[] = (Object.values(API) as Operation[])
  .filter((op) => op.method !== 'get' && (op.access === 'admin' || op.name === 'deleteReview' || op.name === 'cancelServeRequest'))
  .map((op) => op.name)
  .sort();

/** GET /audit with the filters that are set, one page of 10 with its total in X-Total-Count, newest first. */
export function useAuditPage(filters: AuditFilters) {
  const { api } = useSession();
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')) as Partial<AuditFilters>;
  return useAdminPage(['admin', 'audit', set], async (page, signal) => {
    const { data, headers } = await callWithHeaders(listAudit, { query: { ...set, page, limit: ADMIN_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: data as AuditEntry[], total: Number(headers.get('X-Total-Count') ?? data.length) };
  });
}
