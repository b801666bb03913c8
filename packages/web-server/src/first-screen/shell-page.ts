import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Language } from '@hostel/contracts/languages';
import { remoteOrigins, type SiteConfig } from '../config';
import type { FirstScreen, Renderer } from './first-screen';
import { bengaliFontHead } from './bengali-font';
import { firstReadUrl } from './first-read';
import type { RouteBook } from './remote-routes';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `language`: the visitor's (their `lang` cookie): the first screen and `<html lang>` are in it. */
export type ShellPage = (file: string, url: string, nonce: string, language?: Language) => Promise<string>;

/**
 * The shell's index.html for any route: the configuration written in (no /config.json round trip) with every
 * remote's routes, in a script that carries the response's CSP nonce; the remotes' origins warmed up, and the
 * manifest of the URL's remote (mf-meals' on the shell's pages) fetched while the shell's scripts download; and the first screen
 * when there is one: the shell's own (navbar, its pages) and the owning remote's. Without the remote's (none, or too
 * slow), the page's first API read, as its routes module names it, is preloaded instead. index.html is read per
 * request, so a rebuild is served at once.
 */
export function shellPage(site: SiteConfig, renderer: Renderer | null, book: RouteBook, remoteFirstScreen: (url: string, language?: Language) => Promise<FirstScreen | null>): ShellPage {
  const preconnects = remoteOrigins(site).map((origin) => `<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin>`).join('');

  // The build's Bengali font, found once (the page's file names the build folder).
  let fontHead: string | undefined;
  return async (file, url, nonce, language = 'en') => {
    fontHead ??= bengaliFontHead(dirname(file));
    const { pathname } = new URL(url, 'http://localhost');
    const [routes, owner] = await Promise.all([book.current(), book.ownerOf(pathname)]);
    const [chrome, remote] = renderer ? await Promise.all([renderer.render(url, { routes }, language), remoteFirstScreen(url, language)]) : [null, null];
    const read = owner?.page.firstRead && firstReadUrl(owner.page.firstRead, owner.params);
    // The shell's own pages show mf-meals' category block (Home) or nothing of a remote.
    const manifest = site.remotes[owner?.remote.name ?? 'mf_meals'];
    // JSON in a script element: '<' escaped so no value can close the element.
    const configJson = JSON.stringify({ ...site, routes }).replace(/</g, '\\u003c');
    const head = [fontHead, preconnects, `<link rel="preload" href="${escapeAttr(manifest)}" as="fetch" crossorigin>`, `<script nonce="${escapeAttr(nonce)}">window.__HOSTEL_CONFIG__=${configJson}</script>`];
    if (read && !remote) head.push(`<link rel="preload" href="${escapeAttr(read)}" as="fetch" crossorigin>`);
    for (const image of [...(chrome?.images ?? []), ...(remote?.images ?? [])].slice(0, 2)) {
      head.push(`<link rel="preload" href="${escapeAttr(image)}" as="image" fetchpriority="high">`);
    }
    if (chrome?.head) head.push(chrome.head);
    // The remote's answers go in the head, not in its area: the area holds exactly the markup its root hydrates.
    head.push(chrome?.styles ?? '', remote?.styles ?? '', remote?.data ?? '');
    // The built index.html is minified (attribute quotes dropped); functions as replacements keep any `$` in the markup.
    let page = (await readFile(file, 'utf8')).replace('</head>', () => `${head.join('')}</head>`);
    // The page's language from its first byte: screen readers, fonts and hyphenation follow it before any script.
    page = page.replace(/<html[^>]*>/, (tag) => (/\slang=/.test(tag) ? tag.replace(/\slang="?[\w-]*"?/, ` lang="${language}"`) : tag.replace('<html', `<html lang="${language}"`)));
    // `inert` until the scripts have hydrated the markup (root-config lifts it): a control drawn by the server does
    // nothing yet, so it must not take a click or a focus before its handler is attached.
    if (chrome) page = page.replace(/<div id="?chrome"?><\/div>/, () => `<div id="chrome" inert>${chrome.html}</div>`);
    if (remote) page = page.replace(/<main id="?mf-area"?><\/main>/, () => `<main id="mf-area" inert>${remote.html}</main>`);
    return page;
  };
}
