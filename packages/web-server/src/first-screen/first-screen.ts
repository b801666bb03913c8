import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a front end's renderer (dist-server/render-page.mjs, see scripts/build-first-screen.mjs) draws for a URL. */
export interface FirstScreen {
  html: string;
  styles: string;
  data: string;
  images: string[];
  head?: string;
}

interface RendererModule {
  renderPage(url: string, apiOrigin: string): FirstScreen | null | Promise<FirstScreen | null>;
  firstReadOf?(pathname: string): string | undefined;
}

export interface Renderer {
  /** The first screen of `url`, rendered at most once a second per URL; null when there is none or it failed. */
  render(url: string): Promise<FirstScreen | null>;
  /** The first API read of a public page, which the page preloads when no remote drew its first screen. */
  firstReadOf(pathname: string): string | undefined;
}

/** The anonymous first screen is the same for everyone: one render a second per URL serves a whole rush. */
const RENDER_TTL_MS = 1000;
const MAX_KEPT_RENDERS = 500;

/**
 * The first screen (a front end built with a renderer renders its routes' first screen in Node at request time):
 * the shell renders the navbar and its own pages itself and asks the remotes for the rest, so the page it serves
 * shows the navbar, the heading and the first meals before any script has run. Null when the build has no renderer.
 */
export async function loadRenderer(appDir: string, apiOrigin: string, log: (message: string, err: unknown) => void): Promise<Renderer | null> {
  const file = join(appDir, 'dist-server/render-page.mjs');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as RendererModule;
  const rendered = new Map<string, { at: number; screen: Promise<FirstScreen | null> }>();
  return {
    render(url) {
      const now = Date.now();
      const hit = rendered.get(url);
      if (hit && now - hit.at < RENDER_TTL_MS) return hit.screen;
      if (rendered.size > MAX_KEPT_RENDERS) rendered.clear();
      const screen = Promise.resolve()
        .then(() => module.renderPage(url, apiOrigin))
        .catch((err: unknown) => {
          log(`first screen of ${url} failed`, err);
          return null;
        });
      rendered.set(url, { at: now, screen });
      return screen;
    },
    // The renderer names it: its routes and the contracts' id pattern are bundled into it, so this server knows neither.
    firstReadOf: (pathname) => (typeof module.firstReadOf === 'function' ? module.firstReadOf(pathname) : undefined),
  };
}

/** The longest the page waits for a remote's first screen: past it, the page is served without (the scripts draw it). */
const REMOTE_RENDER_BUDGET_MS = 300;
/** A remote that said it renders nothing is asked again after a minute (a redeploy may add a renderer). */
const NO_RENDERER_RETRY_MS = 60_000;

/** Asks every remote for the first screen of `url`; the first that has one wins. */
export function remoteFirstScreens(origins: string[]): (url: string) => Promise<FirstScreen | null> {
  const withoutRenderer = new Map<string, number>();
  return (url) => {
    const asked = origins
      .filter((origin) => (withoutRenderer.get(origin) ?? 0) < Date.now())
      .map(async (origin) => {
        const res = await fetch(`${origin}/first-screen?url=${encodeURIComponent(url)}`, { signal: AbortSignal.timeout(REMOTE_RENDER_BUDGET_MS) });
        if (res.status === 404) withoutRenderer.set(origin, Date.now() + NO_RENDERER_RETRY_MS);
        if (res.status !== 200) throw new Error(`no first screen from ${origin}`);
        return (await res.json()) as FirstScreen;
      });
    return Promise.any(asked).catch(() => null);
  };
}
