/**
 * A remote's routes, declared once by the remote (its `src/routes.ts`, exposed as `./routes` and written to
 * `routes.json` by its build): the remote's `<Routes>` and first-screen renderer read them, the shell builds its
 * registrations, guards, navigation and preloads from them, and the front ends' server asks only the owner of a
 * URL for its first screen. Plain data and two small functions: the module reaches every page early, so it imports
 * nothing at run time (no React, no schemas).
 */
import type { Language } from '../i18n/languages';
import type { OperationName } from '../operations';

/** Who may see a page: anyone, a signed-in user, an admin. */
export type PageAccess = 'everyone' | 'signed-in' | 'admin';

/** Where the shell lists a page: the main navigation, the account menu, the footer's quick links. */
export type NavPlace = 'main' | 'account' | 'footer';

/**
 * The API read a public page's first render asks, exactly as its query asks it (the server preloads it when no
 * first screen was drawn): an operation declared in packages/contracts, with its inputs. A path parameter's value
 * names the page path's parameter it comes from (`{ id: 'id' }`: the operation's `id` is the page's `:id`).
 */
export interface FirstRead {
  operation: OperationName;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
}

/**
 * A name the shell shows for a remote's area or page. The remote owns its words: `label` is the English text, and
 * `labelKey` the key of the label in the remote's own catalogue, from which its build writes `labels` (every
 * language's text) into routes.json, so the shell names the remote's pages in the page's language before (and
 * without) loading the remote's code.
 */
export interface RemoteLabel {
  label: string;
  labelKey?: string;
  /** Written by the remote's build (routes.json), not in the routes module: see remote-labels.ts. */
  labels?: Partial<Record<Language, string>>;
}

export interface RemotePage {
  /** `/meal/:id`: segments, `:name` for a parameter; a trailing slash is allowed, letter case is not changed. */
  path: string;
  access: PageAccess;
  nav?: RemoteLabel & { places: readonly NavPlace[] };
  firstRead?: FirstRead;
  /** The remote's server renders this page's first screen (its `src/first-screen/render-page.tsx`, GET /first-screen). */
  firstScreen?: boolean;
  /**
   * The query keys this page's first screen reads (the menu's `week`). Its render depends on the page's path
   * parameters and these alone: the server draws and keeps it by them, so any other key makes no new render.
   */
  firstScreenQuery?: readonly string[];
}

/** The remote's label (RemoteLabel) names its area, as the shell does when the remote cannot be loaded. */
export interface RemoteRoutes<Id extends string = string> extends RemoteLabel {
  pages: Readonly<Record<Id, RemotePage>>;
}

/**
 * Each remote's page ids, by the remote's federation name. Empty here: each remote's routes module adds its own
 * entry (a `declare module` beside its `remoteRoutes(...)`), so a link into a remote by an id it does not declare is a
 * type error, and renaming a page breaks the links to it at build time instead of leaving them undefined.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the remotes' declaration merging
export interface RemotePageIds {}

/** Declares a remote's routes, keeping the page ids' literal types (the remote's page components are keyed by them). */
export const remoteRoutes = <const Id extends string>(routes: RemoteRoutes<Id>): RemoteRoutes<Id> => routes;

/** The page path's parameters when `pathname` is that page, else null. */
export function matchPage(path: string, pathname: string): Record<string, string> | null {
  const want = path.split('/').filter(Boolean);
  const have = pathname.replace(/\/$/, '').split('/').filter((segment, index) => index > 0 || segment !== '');
  if (have.length !== want.length || have.some((segment) => segment === '')) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = have[index]!;
    else if (segment !== have[index]) return null;
  }
  return params;
}

/** A page's URL with its parameters filled in (each encoded as one segment). */
export function hrefOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? ''));
}
