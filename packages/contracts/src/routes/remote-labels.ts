import { LANGUAGES, type Language } from '../i18n/languages';
import type { RemoteLabel, RemotePage, RemoteRoutes } from './remote-routes';

/** A front end's catalogues by language, as its en.json and bn.json hold them. */
export type Catalogues = Record<Language, Record<string, unknown>>;

const lookUp = (catalogue: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

/**
 * A remote's routes as its build writes them to routes.json: every label with a `labelKey` gets its text in each
 * language from the remote's own catalogues. Throws when a catalogue lacks the key, or when the English catalogue
 * says other than the routes module's `label` (the English words are written in both; the build keeps them one).
 */
export function withLabels<Id extends string>(routes: RemoteRoutes<Id>, catalogues: Catalogues): RemoteRoutes<Id> {
  const labelled = <T extends RemoteLabel>(named: T): T => {
    const key = named.labelKey;
    if (!key) return named;
    const labels: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const text = lookUp(catalogues[language], key);
      if (typeof text !== 'string' || text === '') throw new Error(`the label ${key} is not in the remote's ${language} catalogue`);
      labels[language] = text;
    }
    if (labels.en !== named.label) throw new Error(`the label ${key} is '${named.label}' in the routes module but '${labels.en}' in the English catalogue`);
    return { ...named, labels };
  };
  const pages = Object.fromEntries(Object.entries<RemotePage>(routes.pages).map(([id, page]) => [id, page.nav ? { ...page, nav: labelled(page.nav) } : page]));
  return { ...labelled(routes), pages: pages as Record<Id, RemotePage> };
}
