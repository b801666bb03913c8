import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles, RegisterApplicationConfig } from 'single-spa';
import type { SessionApi } from '@hostel/ui';
import { nextTask } from '@hostel/ui/in-separate-tasks';
import { canSee } from '../guards/access';
import type { RemoteLabel } from '@hostel/contracts/routes';
import type { RouteBook } from './route-book';
import type { RemoteName } from './site-config';
import { unavailableLifecycles } from './unavailable-lifecycles';

/**
 * Loads a remote's single-spa lifecycles; a remote that is down or broken gets the contained fallback. Evaluating the
 * remote's modules and single-spa's bootstrap and mount that follow are promise continuations: the wait for the next
 * task puts them in two tasks instead of one long one on a slow phone.
 */
export async function loadRemoteApp(name: RemoteName, area: RemoteLabel): Promise<LifeCycles> {
  try {
    const lifecycles = await loadRemote<LifeCycles>(`${name}/spa`);
    await nextTask();
    if (lifecycles) return lifecycles;
  } catch (err) {
    console.warn(`[shell] ${name} could not be loaded`, err);
  }
  return unavailableLifecycles(name, area);
}

/**
 * One single-spa application per remote the route book knows, active on the pages its routes module declares when
 * the session may see them (the guard shows the way to sign in otherwise).
 */
export function remoteApplications(book: RouteBook, session: SessionApi): RegisterApplicationConfig<{ session: SessionApi }>[] {
  return book.remotes().map((name) => ({
    name,
    app: () => loadRemoteApp(name, book.areaOf(name)),
    activeWhen: (location: Location) => {
      const page = book.ownerOf(location.pathname);
      return page?.remote === name && canSee(page.access, session.getState());
    },
    customProps: { session },
  }));
}
