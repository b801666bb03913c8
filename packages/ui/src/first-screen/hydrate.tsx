import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * How a root takes its container (issue 27): it hydrates the markup the server rendered into it (the first screen),
 * keeping those elements and only attaching its handlers, which costs the main thread far less than drawing the page
 * again; a container the server left empty (a page without a first screen, a later visit of the area) is drawn anew.
 */
export function renderTypeFor(container: Element | null): 'hydrateRoot' | 'createRoot' {
  return container?.firstElementChild ? 'hydrateRoot' : 'createRoot';
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while a root hydrates, true after (at once in a root drawn from scratch): React renders
 * with the server's value during hydration and again with the browser's right after it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Parts the server cannot draw as the browser's first render would (they depend on the browser: a portal into
 * another element, the service worker's state, code loaded on demand) appear once the root has hydrated, so the
 * markup hydrated is exactly the server's. `fallback` stands in the same place meanwhile, on both sides.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
