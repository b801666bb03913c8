import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@hostel/contracts/routes';
import { routeBook, type RouteBook } from './route-book';
import type { RemoteName, SiteConfig } from './site-config';

/** A remote's routes module through module federation, for a page whose configuration came without them. */
async function loadRoutesModule(name: RemoteName): Promise<RemoteRoutes | undefined> {
  try {
    return (await loadRemote<{ routes: RemoteRoutes }>(`${name}/routes`))?.routes;
  } catch (err) {
    console.warn(`[shell] the routes of ${name} could not be loaded`, err);
    return undefined;
  }
}

/**
 * Every remote's routes: the ones the front ends' server wrote into the configuration (it reads each remote's
 * routes.json, built from the same module), else the remote's `./routes` module loaded through federation, all
 * in parallel. A remote whose routes cannot be had is left out: its paths are unknown until the next visit.
 */
export async function loadRouteBook(config: SiteConfig): Promise<RouteBook> {
  const names = Object.keys(config.remotes) as RemoteName[];
  const routes = await Promise.all(names.map(async (name) => config.routes?.[name] ?? (await loadRoutesModule(name))));
  return routeBook(Object.fromEntries(names.flatMap((name, index) => (routes[index] ? [[name, routes[index]]] : []))));
}

let registered = false;

/** Tells the federation runtime where each remote's manifest is (once: the early preload may have done it). */
export function registerRemoteManifests(config: SiteConfig): void {
  if (registered) return;
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  registered = true;
}

/** Home shows mf-meals' category block; a remote's route shows its single-spa application. */
const HOME_BLOCK = { name: 'mf_meals', expose: './category-block' };

/**
 * Starts downloading the remote code this URL needs (its entry and the exposed module's chunks, as link
 * preloads) while the shell's own chunks are still downloading, instead of after they have run. Shared
 * modules are left to the negotiation (the shell provides them). The owner is known from the routes the
 * configuration carries; without them nothing is preloaded.
 */
export function preloadRemoteFor(pathname: string, config: SiteConfig): void {
  const owner = routeBook(config.routes ?? {}).ownerOf(pathname);
  const target = pathname === '/' ? HOME_BLOCK : owner && { name: owner.remote, expose: './spa' };
  if (!target) return;
  registerRemoteManifests(config);
  preloadRemote([{ nameOrAlias: target.name, exposes: [target.expose], resourceCategory: 'sync', share: false }]).catch(() => undefined);
}
