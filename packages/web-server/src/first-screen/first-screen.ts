import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import type { Language } from '@hostel/contracts/languages';
import { inRenderLanguage } from '@hostel/contracts/render-language';
import type { FirstScreen, RemoteRoutes } from '@hostel/contracts/routes';
import { routesSchema, type RouteBook } from './remote-routes';
import type { RenderContext, RenderUrl } from './render-key';
import type { FirstScreenSecret } from './first-screen-secret';

/** What a front end's renderer (dist-server/render-page.mjs, see scripts/build-first-screen.mjs) draws for a URL. */
export type { FirstScreen };

export interface RendererModule {
  renderPage(url: string, apiOrigin: string, context?: RenderContext): FirstScreen | null | Promise<FirstScreen | null>;
  /** The shell's renderer: its own pages' paths (the remotes' pages come with the context). */
  shellPages?: readonly string[];
}

export interface Renderer {
  /**
   * The first screen of `url` in `language` (the visitor's cookie; English by default), rendered at most once a
   * second per URL parts it depends on and language; null when there is none, it failed, or too many renders wait.
   */
  render(url: string, context?: RenderContext, language?: Language): Promise<FirstScreen | null>;
  /** Renders each URL once, one after another, keeping nothing: see warmUpRenderer. */
  warmUp(urls: string[]): Promise<void>;
}

/** The anonymous first screen is the same for everyone: one render a second per URL serves a whole rush. */
const RENDER_TTL_MS = 1000;
const MAX_KEPT_RENDERS = 500;
/**
 * Renders drawn at once, and renders waiting for a turn. Past both, a page is served without its first screen (its
 * scripts draw it): a burst of distinct URLs costs a bounded amount of work and memory, never an error.
 */
export const MAX_RENDERS_AT_ONCE = 4;
export const MAX_RENDERS_WAITING = 16;

export interface RendererOptions {
  /** Where the renderer's API reads go. */
  apiOrigin: string;
  /** The URL each first screen is drawn from and kept by (render-key.ts); null: none is drawn. */
  renderUrl: RenderUrl;
  log: (message: string, err: unknown) => void;
}

/**
 * A renderer over a front end's render-page module: each first screen drawn from the URL parts it depends on
 * (`renderUrl`), once per such URL and language while a render is under way and for a second after, and under a
 * ceiling of renders at once with a bounded queue.
 */
export function createRenderer(module: RendererModule, { apiOrigin, renderUrl, log }: RendererOptions): Renderer {
  const rendered = new Map<string, { settledAt?: number; screen: Promise<FirstScreen | null> }>();
  const limit = pLimit(MAX_RENDERS_AT_ONCE);
  return {
    render(url, context, language = 'en') {
      const drawn = renderUrl(url, context);
      if (drawn === null) return Promise.resolve(null);
      const key = `${language} ${drawn}`;
      const hit = rendered.get(key);
      if (hit && (hit.settledAt === undefined || Date.now() - hit.settledAt < RENDER_TTL_MS)) return hit.screen;
      if (limit.activeCount + limit.pendingCount >= MAX_RENDERS_AT_ONCE + MAX_RENDERS_WAITING) return Promise.resolve(null);
      if (rendered.size > MAX_KEPT_RENDERS) rendered.clear();
      const entry: { settledAt?: number; screen: Promise<FirstScreen | null> } = { screen: Promise.resolve(null) };
      // Everything the render awaits runs in its language: the renderer's renderFirstScreen reads it (render-language).
      entry.screen = limit(() => inRenderLanguage(language, () => Promise.resolve().then(() => module.renderPage(drawn, apiOrigin, context))))
        .catch((err: unknown) => {
          log(`first screen of ${drawn} failed`, err);
          return null;
        })
        .finally(() => {
          entry.settledAt = Date.now();
        });
      rendered.set(key, entry);
      return entry.screen;
    },
    async warmUp(urls) {
      for (const url of urls) await Promise.resolve(url).then((next) => module.renderPage(next, apiOrigin)).catch(() => null);
    },
  };
}

/**
 * The first screen (a front end built with a renderer renders its routes' first screen in Node at request time):
 * the shell renders the navbar and its own pages itself and asks the remotes for the rest, so the page it serves
 * shows the navbar, the heading and the first meals before any script has run. Null when the build has no renderer.
 */
export async function loadRendererModule(appDir: string): Promise<RendererModule | null> {
  const file = join(appDir, 'dist-server/render-page.mjs');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as RendererModule;
}

/** A remote's routes as its build wrote them (routes.json, from its routes module); null when there is none to read. */
export async function readBuildRoutes(root: string, log: (message: string, err: unknown) => void): Promise<RemoteRoutes | null> {
  try {
    return routesSchema.parse(JSON.parse(await readFile(join(root, 'routes.json'), 'utf8'))) as RemoteRoutes;
  } catch (err) {
    log('no readable routes.json: no first screen is drawn', err);
    return null;
  }
}

/**
 * A remote's first render in a fresh process is far slower than the next ones (the renderer's code compiled on
 * first use, Node's fetch loaded, the connection to the gateway opened), and the shell waits only
 * REMOTE_RENDER_BUDGET_MS for it: unwarmed, the first visitor of each page after a start or a redeploy got no first
 * screen. So a remote renders its pages that have a first screen and no path parameter once at start, in the
 * background, keeping nothing (the renders answer no one; a visitor's render reads the API itself). The pages come
 * from the build's routes.json (its routes module); with the API not up yet, nothing is warmed.
 */
export async function warmUpRenderer(renderer: Renderer, routes: RemoteRoutes): Promise<void> {
  await renderer.warmUp(Object.values(routes.pages).flatMap((page) => (page.firstScreen && !page.path.includes(':') ? [page.path] : [])));
}

/** The longest the page waits for a remote's first screen: past it, the page is served without (the scripts draw it). */
const REMOTE_RENDER_BUDGET_MS = 300;
/**
 * Asks the remote that owns `url` for its first screen, and only when its routes say its server draws that page;
 * null when no remote does, or the owner is too slow or fails (the page is then served without, the scripts draw it).
 */
export function ownerFirstScreen(book: RouteBook, secret: FirstScreenSecret): (url: string, language?: Language) => Promise<FirstScreen | null> {
  return async (url, language = 'en') => {
    const owner = await book.ownerOf(new URL(url, 'http://localhost').pathname);
    if (!owner?.page.firstScreen) return null;
    try {
      const res = await fetch(`${owner.remote.origin}/first-screen?url=${encodeURIComponent(url)}${language === 'en' ? '' : `&lang=${language}`}`, {
        headers: secret.headers(),
        signal: AbortSignal.timeout(REMOTE_RENDER_BUDGET_MS),
      });
      return res.status === 200 ? ((await res.json()) as FirstScreen) : null;
    } catch {
      return null;
    }
  };
}
