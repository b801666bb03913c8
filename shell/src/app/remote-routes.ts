import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Access } from '../guards/access';
import type { RemoteName, SiteConfig } from './site-config';

/** Which top-level routes each remote owns (DESIGN §1) and what it takes to see them. */
export interface RemoteApp {
  name: RemoteName;
  label: string;
  routes: RegExp[];
  access: Access;
}

export const REMOTE_APPS: RemoteApp[] = [
  { name: 'mf_meals', label: 'Meals', routes: [/^\/meals\/?$/, /^\/meal\/[^/]+\/?$/, /^\/menu\/?$/], access: 'everyone' },
  { name: 'mf_meals', label: 'Upcoming Meals', routes: [/^\/upcoming\/?$/], access: 'signed-in' },
  { name: 'mf_dashboard', label: 'Dashboard', routes: [/^\/UserDashboard\/?$/, /^\/MembershipSection\/?$/, /^\/checkout\/[^/]+\/?$/], access: 'signed-in' },
  { name: 'mf_admin', label: 'Admin dashboard', routes: [/^\/AdminDashboard\/?$/], access: 'admin' },
];

export function remoteFor(pathname: string): RemoteApp | undefined {
  return REMOTE_APPS.find((app) => app.routes.some((route) => route.test(pathname)));
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
const spaOf = (owner: RemoteApp | undefined) => owner && { name: owner.name, expose: './spa' };

/**
 * Starts downloading the remote code this URL needs (its entry and the exposed module's chunks, as link
 * preloads) while the shell's own chunks are still downloading, instead of after they have run. Shared
 * modules are left to the negotiation (the shell provides them).
 */
export function preloadRemoteFor(pathname: string, config: SiteConfig): void {
  const target = pathname === '/' ? HOME_BLOCK : spaOf(remoteFor(pathname));
  if (!target) return;
  registerRemoteManifests(config);
  preloadRemote([{ nameOrAlias: target.name, exposes: [target.expose], resourceCategory: 'sync', share: false }]).catch(() => undefined);
}

