import type { RemoteRoutes } from '@hostel/contracts/routes';

/** Run-time configuration served next to the shell (`/config.json`): a remote redeploys without a shell rebuild. */
export interface SiteConfig {
  remotes: Record<RemoteName, string>;
  /** Each remote's routes module as its server last read it (the front ends' server writes them in). */
  routes?: Partial<Record<RemoteName, RemoteRoutes>>;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };
  stripe: { publishableKey: string; jsUrl?: string };
}

export type RemoteName = 'mf_meals' | 'mf_dashboard' | 'mf_admin';

declare global {
  interface Window {
    /** The same configuration, written into index.html by the static server to save a round trip. */
    __HOSTEL_CONFIG__?: SiteConfig;
  }
}

export async function fetchSiteConfig(): Promise<SiteConfig> {
  if (window.__HOSTEL_CONFIG__) return window.__HOSTEL_CONFIG__;
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  return (await res.json()) as SiteConfig;
}
