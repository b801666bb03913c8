import type { Operation } from './operation';

/**
 * Whether an event of `type` with `data` changes the kept answer of `op` asked with `query`, by the read's
 * declaration (`changedByEvents`): a query parameter equal to the event's field, or a range that holds it.
 */
export function keptAnswerChangedBy(op: Pick<Operation, 'name' | 'changedByEvents'>, type: string, data: unknown, query: Readonly<Record<string, string | undefined>>): boolean {
  const changes = op.changedByEvents?.[type];
  if (!changes || typeof data !== 'object' || data === null) return false;
  return changes.some((change) => {
    const value = (data as Record<string, unknown>)[change.field];
    if (typeof value !== 'string') return false;
    if ('param' in change) return query[change.param] === value;
    const from = query[change.from];
    const to = query[change.to];
    return from !== undefined && to !== undefined && from <= value && value <= to;
  });
}

/**
 * The instant (ms since the epoch) from which a kept answer of `op` must not be answered any more, by the read's
 * declaration (`expiresAt`): the earliest instant the answer names so, or undefined when it names none.
 */
export function keptAnswerExpiry(op: Pick<Operation, 'name' | 'expiresAt'>, body: unknown): number | undefined {
  const declared = op.expiresAt;
  if (!declared) return undefined;
  let earliest: number | undefined;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const at = record[declared.field];
    if (typeof at === 'string' && !(declared.unless && record[declared.unless] === true)) {
      const instant = Date.parse(at);
      if (!Number.isNaN(instant) && (earliest === undefined || instant < earliest)) earliest = instant;
    }
    for (const nested of Object.values(record)) visit(nested);
  };
  visit(body);
  return earliest;
}
