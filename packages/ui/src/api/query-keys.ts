import type { QueryClient } from '@tanstack/react-query';
import { staleReadsOf, type Operation } from '@hostel/contracts';

/**
 * The query key of an answer of `op`: the declaration's name, its path parameters, then whatever else tells answers
 * apart (the query, the reader). A write's declared `changes` name reads and path parameters, so they find it.
 */
export const queryKeyOf = <const R extends readonly unknown[]>(op: Pick<Operation, 'name'>, params: Readonly<Record<string, string>> = {}, ...rest: R) =>
  [op.name, params, ...rest] as const;

/** After a write succeeds: the kept answers of the reads its declaration says it changed are fetched again. */
export async function invalidateChanged(client: QueryClient, op: Pick<Operation, 'changes'>, params: Readonly<Record<string, string>> = {}): Promise<void> {
  await Promise.all(staleReadsOf(op, params).map(({ read, params: only }) => client.invalidateQueries({ queryKey: only ? [read, only] : [read] })));
}
