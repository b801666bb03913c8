import { matchPage, type RemoteRoutes } from '@hostel/contracts/routes';
import { firstReadUrl } from './first-read';
import type { RemoteName } from '../config';

/**
 * The URL a first screen is drawn from, given the one asked for (and the remotes' routes, for the shell); null when
 * nothing is drawn for it. Renders are drawn from and kept by this URL, so two URLs that differ only in what the
 * render does not read share one render.
 */
/** What the shell's renderer is given besides the URL: the remotes' routes, for its navigation. */
export interface RenderContext {
  routes: Partial<Record<RemoteName, RemoteRoutes>>;
}

export type RenderUrl = (url: string, context?: RenderContext) => string | null;

const parse = (url: string) => new URL(url, 'http://first-screen');

/**
 * The shell draws its navbar and page for its own pages (`ownPages`, from its renderer) and the remotes' pages, from
 * the path alone: the query never makes a new render, and a path that is no page (the error page) makes none.
 */
export function shellParts(ownPages: readonly string[]): RenderUrl {
  return (url, context) => {
    const { pathname } = parse(url);
    const remotePage = Object.values(context?.routes ?? {}).some((routes) => Object.values(routes.pages).some((page) => matchPage(page.path, pathname)));
    return remotePage || ownPages.includes(pathname) ? pathname : null;
  };
}

/**
 * A remote draws only the pages its routes mark `firstScreen`, from the path (its parameters) and the query keys
 * the page declares it reads (`firstScreenQuery`), in a fixed order: an unknown key, or the same keys in another
 * order, is the same render. A URL that is none of those pages, or whose parameters the page's first read does not
 * take, is not drawn at all.
 */
export function declaredParts(routes: RemoteRoutes): RenderUrl {
  const pages = Object.values(routes.pages).filter((page) => page.firstScreen);
  return (url) => {
    const { pathname, searchParams } = parse(url);
    const page = pages.find((candidate) => matchPage(candidate.path, pathname));
    if (!page) return null;
    // A page whose parameters its first read does not take (a meal id that is no id) would only fail to render.
    if (page.firstRead && firstReadUrl(page.firstRead, matchPage(page.path, pathname)!) === undefined) return null;
    const query = new URLSearchParams();
    for (const key of [...(page.firstScreenQuery ?? [])].sort()) {
      const value = searchParams.get(key);
      if (value !== null) query.set(key, value);
    }
    const search = query.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
}
