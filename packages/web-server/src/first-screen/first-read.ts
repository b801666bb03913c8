import { API, type Operation } from '@hostel/contracts/operations';
import type { FirstRead } from '@hostel/contracts/routes';

/**
 * The URL of a page's first API read (`/api/meals/{id}` filled from the page's `:id`), or undefined when the page's
 * parameters are not what the operation accepts (a meal page whose id is no id reads nothing worth preloading).
 */
export function firstReadUrl(read: FirstRead, pageParams: Record<string, string>): string | undefined {
  const operation: Operation | undefined = (API as Record<string, Operation>)[read.operation];
  if (!operation) return undefined;
  const params = Object.fromEntries(Object.entries(read.params ?? {}).map(([name, from]) => [name, decodeURIComponent(pageParams[from] ?? '')]));
  if (operation.params && !operation.params.safeParse(params).success) return undefined;
  const path = operation.path.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams(Object.entries(read.query ?? {}).map(([name, value]) => [name, String(value)])).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}
