import type { CachedReadName, Operation } from './operation';

/** One cached read a write made stale: every kept answer of it, or those with these path parameters. */
export interface StaleRead {
  read: CachedReadName;
  params?: Record<string, string>;
}

/** What a successful call of `op` with these path parameters made stale, from its declaration. */
export function staleReadsOf(op: Pick<Operation, 'changes'>, params: Readonly<Record<string, string>>): StaleRead[] {
  return Object.entries(op.changes ?? {}).map(([read, changed]) =>
    changed === 'all'
      ? { read: read as CachedReadName }
      : { read: read as CachedReadName, params: Object.fromEntries(Object.entries(changed).map(([readParam, writeParam]) => [readParam, params[writeParam] ?? ''])) },
  );
}
