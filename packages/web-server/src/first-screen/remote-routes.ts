import { z } from 'zod';
import { API } from '@hostel/contracts/src/operations';
import { matchPage, type RemotePage, type RemoteRoutes } from '@hostel/contracts/src/routes/remote-routes';
import type { RemoteName } from '../config';

/** A remote as this server reaches it. */
export interface RemoteServer {
  name: RemoteName;
  /** Where this server asks it for its routes and first screens (its internal origin). */
  origin: string;
}

/** The remote that owns a URL, its page there and the page path's parameters. */
export interface Owner {
  remote: RemoteServer;
  page: RemotePage;
  params: Record<string, string>;
}

export interface RouteBook {
  /** Every remote's routes known so far, by remote: the shell's page hands them to the browser. */
  current(): Promise<Partial<Record<RemoteName, RemoteRoutes>>>;
  ownerOf(pathname: string): Promise<Owner | undefined>;
}

const pageSchema = z.object({
  path: z.string().regex(/^\/[^?#\s]*$/),
  access: z.enum(['everyone', 'signed-in', 'admin']),
  nav: z.object({ label: z.string().min(1), places: z.array(z.enum(['main', 'account', 'footer'])) }).optional(),
  firstRead: z
    .object({
      operation: z.string().refine((name) => name in API, 'no such operation in packages/contracts'),
      params: z.record(z.string(), z.string()).optional(),
      query: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .optional(),
  firstScreen: z.boolean().optional(),
});
/** A remote's routes.json (written by its build from src/routes.ts): read from the network, so checked. */
const routesSchema = z.object({ label: z.string().min(1), pages: z.record(z.string(), pageSchema) });

/** A remote's routes are read again after this long (a redeploy may change them); the last good copy is kept. */
const REREAD_MS = 60_000;
/** A remote whose routes were never read is tried again this soon. */
const RETRY_MS = 5_000;
const READ_BUDGET_MS = 1_000;

/**
 * The remotes' routes as this server knows them: each remote's routes.json (beside its manifest), read at start
 * and again in the background once the copy is a minute old. A remote that cannot be reached keeps its last good
 * routes, so the shell still knows its area and shows its contained fallback. Pages wait only for the first read.
 */
export function remoteRouteBook(remotes: RemoteServer[], log: (message: string, err?: unknown) => void): RouteBook {
  const known = new Map<RemoteName, RemoteRoutes>();
  const reads = new Map<RemoteName, { at: number; first: boolean; done: Promise<void> }>();

  const read = (remote: RemoteServer): Promise<void> =>
    fetch(`${remote.origin}/routes.json`, { signal: AbortSignal.timeout(READ_BUDGET_MS) })
      .then(async (res) => {
        if (!res.ok) throw new Error(`routes.json answered ${res.status}`);
        known.set(remote.name, routesSchema.parse(await res.json()) as RemoteRoutes);
      })
      // One line, not the stack: a remote that is down says so on every retry.
      .catch((err: unknown) => log(`the routes of ${remote.name} could not be read (${err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)})`));

  const fresh = async () => {
    const now = Date.now();
    const firstReads: Promise<void>[] = [];
    for (const remote of remotes) {
      const last = reads.get(remote.name);
      const due = !last || now - last.at >= (known.has(remote.name) ? REREAD_MS : RETRY_MS);
      const current = due ? { at: now, first: !last, done: read(remote) } : last;
      reads.set(remote.name, current);
      if (current.first) firstReads.push(current.done);
    }
    await Promise.all(firstReads);
  };
  void fresh();

  return {
    async current() {
      await fresh();
      return Object.fromEntries(known);
    },
    async ownerOf(pathname) {
      await fresh();
      for (const remote of remotes) {
        for (const page of Object.values(known.get(remote.name)?.pages ?? {})) {
          const params = matchPage(page.path, pathname);
          if (params) return { remote, page, params };
        }
      }
      return undefined;
    },
  };
}
