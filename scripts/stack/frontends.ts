import { ROOT } from './external';
import type { Children } from './processes';

export interface Frontends {
  siteUrl: string;
  stop(): Promise<void>;
}

/** Placeholder until the front ends land: the site URL is the gateway's. */
export async function startFrontends(_children: Children): Promise<Frontends> {
  void ROOT;
  return { siteUrl: 'http://localhost:3000', stop: async () => undefined };
}
