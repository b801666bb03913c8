import { hrefOf, matchPage, type NavPlace, type RemoteLabel, type RemotePage, type RemotePageIds, type RemoteRoutes } from '@hostel/contracts/routes';
import type { RemoteName } from './site-config';

/** A remote's page as the shell sees it: the page its routes module declares, and whose it is. */
export interface RoutedPage extends RemotePage {
  remote: RemoteName;
  id: string;
}

/** A page id the remote's routes module declares (every remote the shell names must declare its ids). */
export type PageIdOf<R extends RemoteName> = R extends keyof RemotePageIds ? RemotePageIds[R] : never;

/** A page the navigation lists (its routes module gives it a label); such pages have no parameters. */
export type NavPage = RoutedPage & { nav: NonNullable<RemotePage['nav']> };

/**
 * Every remote's routes, read at run time from the remotes' own routes modules: the shell's registrations, guards,
 * navigation and preloads ask this, so the shell names no remote's path.
 */
export interface RouteBook {
  remotes(): RemoteName[];
  /** The remote's area as the contained fallback names it (its routes' label, else its name). */
  areaOf(remote: RemoteName): RemoteLabel;
  pagesOf(remote: RemoteName): RoutedPage[];
  ownerOf(pathname: string): RoutedPage | undefined;
  /** The pages listed in one place of the navigation, in the remotes' order and each remote's own. */
  navIn(place: NavPlace): NavPage[];
  /** Where a remote's page is, its parameters filled in; undefined while that remote's routes are unknown. */
  hrefOf<R extends RemoteName>(remote: R, page: PageIdOf<R>, params?: Record<string, string>): string | undefined;
}

export type RoutesByRemote = Partial<Record<RemoteName, RemoteRoutes>>;

export function routeBook(byRemote: RoutesByRemote): RouteBook {
  const remotes = Object.keys(byRemote) as RemoteName[];
  const pagesOf = (remote: RemoteName): RoutedPage[] => Object.entries(byRemote[remote]?.pages ?? {}).map(([id, page]) => ({ ...page, remote, id }));
  const pages = remotes.flatMap(pagesOf);
  return {
    remotes: () => remotes,
    areaOf: (remote) => {
      const routes = byRemote[remote];
      return routes ? { label: routes.label, labels: routes.labels } : { label: remote };
    },
    pagesOf,
    ownerOf: (pathname) => pages.find((page) => matchPage(page.path, pathname)),
    navIn: (place) => pages.filter((page): page is NavPage => Boolean(page.nav?.places.includes(place))),
    hrefOf(remote, id, params = {}) {
      const page = byRemote[remote]?.pages[id as string];
      return page && hrefOf(page.path, params);
    },
  };
}
