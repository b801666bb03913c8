import { z } from 'zod';
import { LANGUAGES } from '@hostel/contracts/languages';
import { API } from '@hostel/contracts/operations';
import { matchPage, type RemotePage, type RemoteRoutes } from '@hostel/contracts/routes';
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

/** A label as the remote's build writes it: English, its key in the remote's catalogue, its text in each language. */
const label = {
  label: z.string().min(1),
  labelKey: z.string().min(1).optional(),
  labels: z.partialRecord(z.enum(LANGUAGES), z.string().min(1)).optional(),
};

const pageSchema = z.object({
  path: z.string().regex(/^\/[^?#\s]*$/),
  access: z.enum(['everyone', 'signed-in', 'admin']),
  // Every language's label is kept: the navigation the shell draws from these reads in the page's language.
  nav: z.object({ ...label, places: z.array(z.enum(['main', 'account', 'footer'])) }).optional(),
  firstRead: z
    .object({
      operation: z.string().refine((name) => name in API, 'no such operation in packages/contracts'),
      params: z.record(z.string(), z.string()).optional(),
      query: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .optional(),
  firstScreen: z.boolean().optional(),
});
/** A remote's routes.json (written by its build from src/routes.ts): read from the network or a build folder, so checked. */
export const routesSchema = z.object({ ...label, pages: z.record(z.string(), pageSchema) });

/** A remote's routes are read again after this long (a redeploy may change them); the last good copy is kept. */
const REREAD_MS = 60_000;
const READ_BUDGET_MS = 1_000;

const reason = (err: unknown) => (err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err));

/**
 * The remotes' routes as this server knows them: each remote's routes.json (beside its manifest), read at start
 * and again in the background once the copy is a minute old. A remote that cannot be reached keeps its last good
 * routes, so the shell still knows its area and shows its contained fallback. A remote whose routes are not known
 * yet is read again by the next page, which waits for it: the four servers start together, so the shell's first
 * read often finds a remote not listening yet, and a page served without that remote's routes would lack its
 * navigation links and its first screen (a refused connection answers at once; a hung one costs the read budget).
 */
export function remoteRouteBook(remotes: RemoteServer[], log: (message: string, err?: unknown) => void): RouteBook {
  const known = new Map<RemoteName, RemoteRoutes>();
  const reads = new Map<RemoteName, { at: number; settled: boolean; done: Promise<void> }>();
  /** Remotes whose last read failed: a remote that stays down is logged once, not on every page. */
  const failing = new Set<RemoteName>();

  const read = (remote: RemoteServer) => {
    const current = { at: Date.now(), settled: false, done: Promise.resolve() };
    current.done = fetch(`${remote.origin}/routes.json`, { signal: AbortSignal.timeout(READ_BUDGET_MS) })
      .then(async (res) => {
        if (!res.ok) throw new Error(`routes.json answered ${res.status}`);
        known.set(remote.name, routesSchema.parse(await res.json()) as RemoteRoutes);
        failing.delete(remote.name);
      })
      .catch((err: unknown) => {
        // One line, not the stack.
        if (!failing.has(remote.name)) log(`the routes of ${remote.name} could not be read (${reason(err)})`);
        failing.add(remote.name);
      })
      .finally(() => {
        current.settled = true;
      });
    return current;
  };

  const fresh = async () => {
    const now = Date.now();
    const waits: Promise<void>[] = [];
    for (const remote of remotes) {
      const last = reads.get(remote.name);
      const isKnown = known.has(remote.name);
      const due = !last || (isKnown ? now - last.at >= REREAD_MS : last.settled);
      const current = due ? read(remote) : last;
      reads.set(remote.name, current);
      if (!isKnown) waits.push(current.done);
    }
    await Promise.all(waits);
  };
  void fresh();

  return {
    async current() {
      await fresh();
      // In the remotes' configured order, not the order their reads finished in: the navigation lists their pages in
      // this order, and the browser (which orders them by the configuration) hydrates the navbar drawn from it.
      return Object.fromEntries(remotes.flatMap((remote) => (known.has(remote.name) ? [[remote.name, known.get(remote.name)!]] : [])));
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
