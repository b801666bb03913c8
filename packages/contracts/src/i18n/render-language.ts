/**
 * The language of the first screen a server is rendering: the web server reads the visitor's `lang`
 * cookie and runs the front end's renderer inside `inRenderLanguage`; renderFirstScreen, inside the renderer's
 * bundle, switches that bundle's i18next to it just before its synchronous renderToString. A store per async
 * context, not a variable: a remote's render awaits its first API read, and renders in two languages interleave.
 * Node only (the servers import it; no browser bundle does).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from './languages';

// On globalThis under a registered symbol: the web server and each renderer's bundle (its own copy of this module)
// must share one store.
const STORE = Symbol.for('hostel.first-screen.language');

function store(): AsyncLocalStorage<Language> {
  const holder = globalThis as { [STORE]?: AsyncLocalStorage<Language> };
  return (holder[STORE] ??= new AsyncLocalStorage<Language>());
}

/** Runs a first-screen render (and everything it awaits) in `language`. */
export const inRenderLanguage = <T>(language: Language, render: () => T): T => store().run(language, render);

/** The language of the render in progress; English outside any. */
export const renderLanguage = (): Language => store().getStore() ?? 'en';
