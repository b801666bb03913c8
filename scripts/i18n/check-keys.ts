/**
 * `npm run i18n:check`: every front end's words are in both its catalogues, and only words it uses.
 * Fails on
 * - a key its source uses (`t('key')`, `xT()('key')`, `i18nKey="key"`; the shell also the remotes' `labelKey: 'key'`)
 *   that its en.json or bn.json lacks;
 * - a key in one of its catalogues and not the other;
 * - a catalogue key no source mentions (as a `t` argument or as a string literal anywhere: a key chosen at run time
 *   comes from a literal map, `{ Breakfast: 'category.breakfast' }`, see docs in /work/briefs' convention);
 * - a `t` call whose key is a template literal (the check cannot see which keys it may take).
 * Plurals: `key_one`/`key_other` in the catalogue are what `t('key', { count })` uses.
 * The source is scanned, not compiled: strings and comments are told apart by a small scanner, enough for keys.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface FrontEnd {
  /** The catalogue's namespace (registerCatalogue's first argument). */
  namespace: string;
  /** Source folders whose `t` calls use this namespace. */
  sources: string[];
  /** The folder holding en.json and bn.json. */
  catalogues: string;
  /** Files elsewhere that name this namespace's keys as `labelKey: '…'` (the remotes' routes modules, for the shell). */
  labelKeyFiles?: string[];
}

export interface Problem {
  namespace: string;
  kind: 'missing' | 'one-sided' | 'unused' | 'dynamic' | 'no-catalogue';
  key: string;
  detail: string;
}

/** The front ends of this repository and their catalogues. */
export const FRONT_ENDS: FrontEnd[] = [
  { namespace: 'shell', sources: ['shell/src'], catalogues: 'shell/src/i18n', labelKeyFiles: ['mf-meals/src/routes.ts', 'mf-dashboard/src/routes.ts', 'mf-admin/src/routes.ts'] },
  { namespace: 'meals', sources: ['mf-meals/src'], catalogues: 'mf-meals/src/i18n' },
  { namespace: 'dashboard', sources: ['mf-dashboard/src'], catalogues: 'mf-dashboard/src/i18n' },
  { namespace: 'admin', sources: ['mf-admin/src'], catalogues: 'mf-admin/src/i18n' },
  { namespace: 'ui', sources: ['packages/ui/src'], catalogues: 'packages/ui/src/i18n/catalogue' },
];

const LANGUAGES = ['en', 'bn'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The source files of a folder: TypeScript, not tests or test helpers (their strings are no use of a key). */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](testing|test)[\\/]/.test(relative(dir, file)));
}

interface Scanned {
  /** Every quoted string literal's value (no template literals). */
  strings: string[];
  /** The code with every string's and comment's content blanked, positions kept, for finding calls. */
  code: string;
  /** The string literal starting at each offset of `code`. */
  stringAt: Map<number, string>;
}

/** Tells strings, template literals and comments apart (regular expressions are rare enough around keys to ignore). */
export function scan(text: string): Scanned {
  const strings: string[] = [];
  const stringAt = new Map<number, string>();
  let code = '';
  let i = 0;
  const templateDepth: number[] = [];
  let braces = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      code += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      code += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c && text[j] !== '\n') {
        if (text[j] === '\\') {
          value += text[j + 1] ?? '';
          j += 2;
        } else value += text[j++];
      }
      strings.push(value);
      stringAt.set(i, value);
      code += c + ' '.repeat(Math.max(0, j - i - 1)) + c;
      i = j + 1;
    } else if (c === '`' || (c === '}' && templateDepth.length > 0 && templateDepth.at(-1) === braces)) {
      // A template literal's text, up to its end or its next `${`.
      if (c === '}') templateDepth.pop();
      let j = i + 1;
      while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) j += text[j] === '\\' ? 2 : 1;
      code += c + ' '.repeat(Math.max(0, j - i - 1));
      if (text[j] === '$') {
        templateDepth.push(braces);
        code += '${';
        i = j + 2;
      } else {
        code += '`';
        i = j + 1;
      }
    } else {
      if (c === '{') braces += 1;
      if (c === '}') braces -= 1;
      code += c;
      i += 1;
    }
  }
  return { strings, code, stringAt };
}

/** The keys a file's `t` calls (and `i18nKey` props) use, and whether any `t` call's key is a template literal. */
export function usedKeys(text: string): { keys: string[]; dynamic: string[] } {
  const { code, stringAt } = scan(text);
  const keys: string[] = [];
  const dynamic: string[] = [];
  // t('key'…), someT()('key'…), i18nKey="key" / i18nKey={'key'}
  const call = /(?:\bt|\b\w+T\(\))\(\s*(['"`])|\bi18nKey=\{?\s*(['"])/g;
  for (const match of code.matchAll(call)) {
    const quote = match[1] ?? match[2]!;
    const at = match.index + match[0].length - 1;
    if (quote === '`') {
      dynamic.push(text.slice(at, text.indexOf('`', at + 1) + 1 || undefined).slice(0, 80));
      continue;
    }
    const key = stringAt.get(at);
    if (key !== undefined) keys.push(key);
  }
  return { keys, dynamic };
}

/** `labelKey: 'key'` in a routes module. */
const labelKeys = (text: string): string[] => [...text.matchAll(/\blabelKey:\s*(['"])([^'"]+)\1/g)].map((match) => match[2]!);

/** A catalogue's keys, flattened with dots; an array or a non-string leaf is named so it can be fixed. */
function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  return [`${prefix} (not a string)`];
}

/** A used key `k` is in a catalogue holding `k` or its plural forms `k_one`, `k_other`…. */
const inCatalogue = (key: string, keys: Set<string>) => keys.has(key) || [...keys].some((have) => PLURAL.test(have) && have.replace(PLURAL, '') === key);

/** One front end's problems; `root` is the repository's folder. */
export function checkFrontEnd(frontEnd: FrontEnd, root: string): Problem[] {
  const problems: Problem[] = [];
  const problem = (kind: Problem['kind'], key: string, detail: string) => problems.push({ namespace: frontEnd.namespace, kind, key, detail });
  const used = new Map<string, string>(); // key → first file using it
  const mentioned = new Set<string>();
  for (const file of frontEnd.sources.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    const { keys, dynamic } = usedKeys(text);
    for (const key of keys) {
      // `t('ui:key')` names another namespace; those are checked there (not used across front ends today).
      if (key.includes(':')) continue;
      if (!used.has(key)) used.set(key, where);
    }
    for (const shown of dynamic) problem('dynamic', shown, `${where}: a t() key must be a literal (use a literal map for keys chosen at run time)`);
    for (const value of scan(text).strings) mentioned.add(value);
  }
  for (const file of frontEnd.labelKeyFiles ?? []) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    for (const key of labelKeys(readFileSync(path, 'utf8'))) {
      if (!used.has(key)) used.set(key, file);
      mentioned.add(key);
    }
  }

  const catalogues = new Map<string, Set<string>>();
  for (const language of LANGUAGES) {
    const file = join(root, frontEnd.catalogues, `${language}.json`);
    if (!existsSync(file)) {
      if (used.size > 0) problem('no-catalogue', `${language}.json`, `${join(frontEnd.catalogues, `${language}.json`)} is missing but ${used.size} keys are used`);
      catalogues.set(language, new Set());
      continue;
    }
    catalogues.set(language, new Set(flatten(JSON.parse(readFileSync(file, 'utf8')))));
  }

  for (const [key, where] of used) {
    for (const language of LANGUAGES) if (!inCatalogue(key, catalogues.get(language)!)) problem('missing', key, `used in ${where}, missing from ${language}.json`);
  }
  const [en, bn] = [catalogues.get('en')!, catalogues.get('bn')!];
  for (const key of en) if (!bn.has(key) && bn.size + en.size > 0) problem('one-sided', key, 'in en.json, not in bn.json');
  for (const key of bn) if (!en.has(key)) problem('one-sided', key, 'in bn.json, not in en.json');
  for (const key of new Set([...en, ...bn])) {
    const base = key.replace(PLURAL, '');
    if (!used.has(key) && !used.has(base) && !mentioned.has(key) && !mentioned.has(base)) problem('unused', key, 'in the catalogue, used by no source');
  }
  return problems;
}

export function checkKeys(frontEnds: FrontEnd[], root: string): Problem[] {
  return frontEnds.flatMap((frontEnd) => checkFrontEnd(frontEnd, root));
}

if (require.main === module) {
  const root = join(__dirname, '../..');
  const problems = checkKeys(FRONT_ENDS, root);
  for (const { namespace, kind, key, detail } of problems) console.error(`${namespace}: ${kind} ${key} — ${detail}`);
  console.log(problems.length ? `i18n:check: ${problems.length} problems` : `i18n:check: every key of ${FRONT_ENDS.length} front ends is in both catalogues and used`);
  process.exitCode = problems.length ? 1 : 0;
}
