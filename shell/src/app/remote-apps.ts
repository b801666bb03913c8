import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName, SiteConfig } from './site-config';
import { unavailableLifecycles } from './unavailable-lifecycles';

/** Which top-level routes each remote owns (DESIGN §1) and what it takes to see them. */
export interface RemoteApp {
  name: RemoteName;
  label: string;
  routes: RegExp[];
  access: 'everyone' | 'signed-in' | 'admin';
}

export const REMOTE_APPS: RemoteApp[] = [
  { name: 'mf_meals', label: 'Meals', routes: [/^\/meals\/?$/, /^\/meal\/[^/]+\/?$/], access: 'everyone' },
  { name: 'mf_meals', label: 'Upcoming Meals', routes: [/^\/upcoming\/?$/], access: 'signed-in' },
  { name: 'mf_dashboard', label: 'Dashboard', routes: [/^\/UserDashboard\/?$/, /^\/MembershipSection\/?$/, /^\/checkout\/[^/]+\/?$/], access: 'signed-in' },
  { name: 'mf_admin', label: 'Admin dashboard', routes: [/^\/AdminDashboard\/?$/], access: 'admin' },
];

export function remoteFor(pathname: string): RemoteApp | undefined {
  return REMOTE_APPS.find((app) => app.routes.some((route) => route.test(pathname)));
}

export function registerRemoteManifests(config: SiteConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

/** Loads a remote's single-spa lifecycles; a remote that is down or broken gets the contained fallback. */
export async function loadRemoteApp(name: RemoteName, label: string): Promise<LifeCycles> {
  try {
    const lifecycles = await loadRemote<LifeCycles>(`${name}/spa`);
    if (lifecycles) return lifecycles;
  } catch (err) {
    console.warn(`[shell] ${name} could not be loaded`, err);
  }
  return unavailableLifecycles(name, label);
}
