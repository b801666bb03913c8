/** Run-time configuration served next to the shell (`/config.json`): a remote redeploys without a shell rebuild. */
export interface SiteConfig {
  remotes: Record<RemoteName, string>;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };
  stripe: { publishableKey: string; jsUrl?: string };
}

export type RemoteName = 'mf_meals' | 'mf_dashboard' | 'mf_admin';

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  return (await res.json()) as SiteConfig;
}
