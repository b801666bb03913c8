import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkKeys, FRONT_ENDS, usedKeys, type FrontEnd } from './check-keys';

/** A front end on disk: its source files and its two catalogues. */
function fixture(files: Record<string, string | object>): string {
  const root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const APP: FrontEnd = { namespace: 'meals', sources: ['app/src'], catalogues: 'app/src/i18n', labelKeyFiles: ['other/src/routes.ts'] };

const SOURCE = `
import { useMealsT } from '../i18n';
// t('commented.out') is no use of a key
const CATEGORY = { Breakfast: 'category.breakfast', Lunch: 'category.lunch' } as const;
export function Page({ c, n }: { c: keyof typeof CATEGORY; n: number }) {
  const { t } = useMealsT();
  return <h1 title={t("page.title")}>{t('page.heading')} {t(CATEGORY[c])} {t('page.likes', { count: n })}</h1>;
}
`;
const EN = { page: { title: 'Meals', heading: 'All Meals', likes_one: '{{count}} like', likes_other: '{{count}} likes' }, category: { breakfast: 'Breakfast', lunch: 'Lunch' }, nav: { meals: 'Meals' } };
const BN = { page: { title: 'খাবার', heading: 'সব খাবার', likes_one: '{{count}}টি লাইক', likes_other: '{{count}}টি লাইক' }, category: { breakfast: 'নাস্তা', lunch: 'দুপুরের খাবার' }, nav: { meals: 'খাবার' } };
const ROUTES = "export const routes = { pages: { meals: { nav: { label: 'Meals', labelKey: 'nav.meals' } } } };";

const problemsOf = (files: Record<string, string | object>) => checkKeys([APP], fixture(files)).map(({ kind, key }) => `${kind} ${key}`);

describe('npm run i18n:check', () => {
  it('when every used key (t calls, a literal map, plurals, a routes labelKey) is in both catalogues and each key is used, then no problem', () => {
    expect(problemsOf({ 'app/src/page.tsx': SOURCE, 'app/src/i18n/en.json': EN, 'app/src/i18n/bn.json': BN, 'other/src/routes.ts': ROUTES })).toEqual([]);
  });

  it('when a used key is missing from en.json or bn.json, then it fails naming the key and the catalogue', () => {
    const source = SOURCE.replace("t('page.heading')", "t('page.heading')} {t('page.subtitle')");
    const bn = { ...BN, page: { ...BN.page, heading: undefined } };
    expect(problemsOf({ 'app/src/page.tsx': source, 'app/src/i18n/en.json': EN, 'app/src/i18n/bn.json': bn, 'other/src/routes.ts': ROUTES })).toEqual(
      expect.arrayContaining(['missing page.subtitle', 'missing page.heading', 'one-sided page.heading']),
    );
    const routes = ROUTES.replace('nav.meals', 'nav.menu');
    expect(problemsOf({ 'app/src/page.tsx': SOURCE, 'app/src/i18n/en.json': EN, 'app/src/i18n/bn.json': BN, 'other/src/routes.ts': routes })).toEqual(['missing nav.menu', 'missing nav.menu', 'unused nav.meals']);
  });

  it('when a key is in one catalogue and not the other, then it fails', () => {
    const en = { ...EN, page: { ...EN.page, extra: 'Extra' } };
    const source = `${SOURCE}\nexport const x = (t: (k: string) => string) => t('page.extra');`;
    expect(problemsOf({ 'app/src/page.tsx': source, 'app/src/i18n/en.json': en, 'app/src/i18n/bn.json': BN, 'other/src/routes.ts': ROUTES })).toEqual(['missing page.extra', 'one-sided page.extra']);
  });

  it('when a catalogue key is used by no source (a comment or a test does not count), then it fails', () => {
    const en = { ...EN, page: { ...EN.page, old: 'Old' } };
    const bn = { ...BN, page: { ...BN.page, old: 'পুরনো' } };
    const files = { 'app/src/page.tsx': SOURCE, 'app/src/page.test.tsx': "t('page.old')", 'app/src/i18n/en.json': en, 'app/src/i18n/bn.json': bn, 'other/src/routes.ts': ROUTES };
    expect(problemsOf(files)).toEqual(['unused page.old']);
  });

  it('when a t() key is a template literal, then it fails: the check cannot see which keys it takes', () => {
    const source = SOURCE.replace('{t(CATEGORY[c])}', '{t(`category.${c.toLowerCase()}`)}');
    expect(problemsOf({ 'app/src/page.tsx': source, 'app/src/i18n/en.json': EN, 'app/src/i18n/bn.json': BN, 'other/src/routes.ts': ROUTES })).toContain('dynamic `category.${c.toLowerCase()}`');
  });

  it('when keys are read from code, then strings in comments and template text are not calls, and xT()(key) is one', () => {
    expect(usedKeys("const a = 't(\\'no\\')'; /* t('no') */ shellT()('error.title'); i18n.t('x.y'); const s = `t('no')`;")).toEqual({ keys: ['error.title', 'x.y'], dynamic: [] });
  });

  it('names the catalogue of every front end and of the shared kit', () => {
    expect(FRONT_ENDS.map((frontEnd) => frontEnd.namespace)).toEqual(['shell', 'meals', 'dashboard', 'admin', 'ui']);
  });
});
