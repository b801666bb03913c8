import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * How a root takes its container: it hydrates the markup the server rendered into it (the first screen),
 * keeping those elements and only attaching its handlers, which costs the main thread far less than drawing the page
 * again; a container the server left empty (a page without a first screen, a later visit of the area) is drawn anew.
 */
export function renderTypeFor(container: Element | null): 'hydrateRoot' | 'createRoot' {
  return container?.firstElementChild ? 'hydrateRoot' : 'createRoot';
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while a root hydrates, true after (at once in a root drawn from scratch): React renders
 * with the server's value during hydration and again with the browser's right after it. That second render is a
 * transition, which React slices and lets input through: what waits for hydration (the footer, the badges, the code
 * loaded on demand) would otherwise render in one synchronous task right after the hydration's commit.
 */
export function useHydrated(): boolean {
  // True only in a hydration's render: React reads the server snapshot there and the client's everywhere else.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Parts the server cannot draw as the browser's first render would (they depend on the browser: a portal into
 * another element, the service worker's state, code loaded on demand) appear once the root has hydrated, so the
 * markup hydrated is exactly the server's. `fallback` stands in the same place meanwhile, on both sides.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
