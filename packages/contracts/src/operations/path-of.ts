import type { Operation } from './operation';

/** Fills an operation's path template with its parameters, each encoded as one segment. */
export function pathOf(op: Pick<Operation, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
