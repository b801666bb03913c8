/** What a path needs of an operation: its template (`/meals/{id}`). */
type Templated = { readonly path: string };

/** Fills an operation's path template with its parameters, each encoded as one segment. */
export function pathOf(op: Templated, params: Readonly<Record<string, string | number>> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Where the API is mounted: the gateway serves it under this prefix, and the front ends' origins proxy it. */
export const API_BASE = '/api';

/** An operation's URL path as a browser or a stored document names it (`/api/uploads/…`). */
export const apiPathOf = (op: Templated, params?: Readonly<Record<string, string | number>>): string => `${API_BASE}${pathOf(op, params)}`;
