export type ServiceName = 'meals' | 'users' | 'payments';

/**
 * - public: anyone
 * - identity: carries a Firebase ID token, verified by svc-users
 * - session: needs the session token from /api/jwt (services verify it again)
 */
export type Access = 'public' | 'identity' | 'session';

export interface Route {
  service: ServiceName;
  access: Access;
}

const PREFIXES: [RegExp, ServiceName][] = [
  [/^\/(jwt|users)(\/|$)/, 'users'],
  [/^\/(meals|reviews|upcoming-meals|serve-meals|uploads)(\/|$)/, 'meals'],
  [/^\/payments(\/|$)/, 'payments'],
];

/** Who may call what, at the edge (DESIGN §3); finer rules (own data, admin, Bronze) live in the services. */
export function routeFor(method: string, path: string): Route | undefined {
  const service = PREFIXES.find(([prefix]) => prefix.test(path))?.[1];
  if (!service) return undefined;
  const isRead = method === 'GET' || method === 'HEAD';
  if (path === '/jwt' || (path === '/users' && method === 'POST')) return { service, access: 'identity' };
  // The list and any single meal are public, so a malformed id answers 400 from svc-meals rather than 401 here.
  if (isRead && /^\/meals(\/(?!reviewedBy\/?$)[^/]+)?\/?$/.test(path)) return { service, access: 'public' };
  if (path.startsWith('/uploads')) return { service, access: 'public' };
  if (path === '/payments/webhook' && method === 'POST') return { service, access: 'public' };
  return { service, access: 'session' };
}
