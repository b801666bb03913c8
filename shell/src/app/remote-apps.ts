import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from './site-config';
import { unavailableLifecycles } from './unavailable-lifecycles';

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
