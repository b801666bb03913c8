import { labelOf, languageComparison, measuredPages, type PageSpec } from './pages';

const admin = { email: 'admin@example.com', password: 'secret' };
const ALL: PageSpec[] = [
  { name: 'Home', path: '/' },
  { name: 'All Meals', path: '/meals' },
  { name: 'Meal details', path: '/meal/abc' },
  { name: 'Weekly menu', path: '/menu' },
  { name: 'Admin dashboard', path: '/AdminDashboard', signIn: admin },
];
const names = (pages: { name: string; lang: string }[]) => pages.map(labelOf);

describe('the pages a Lighthouse run measures', () => {
  it('when nothing is chosen, then every page is measured in English', () => {
    expect(names(measuredPages(ALL, {}))).toEqual(['Home', 'All Meals', 'Meal details', 'Weekly menu', 'Admin dashboard']);
  });

  it('when LIGHTHOUSE_PAGES names some, then only those are measured, in any case and spacing', () => {
    expect(names(measuredPages(ALL, { LIGHTHOUSE_PAGES: ' home,weekly MENU ' }))).toEqual(['Home', 'Weekly menu']);
  });

  it('when LIGHTHOUSE_PAGES names a page that does not exist, then the run refuses and lists the pages', () => {
    expect(() => measuredPages(ALL, { LIGHTHOUSE_PAGES: 'Home,Checkout' })).toThrow('LIGHTHOUSE_PAGES names no page checkout; the pages are Home, All Meals');
  });

  it('when LIGHTHOUSE_LANGS=en,bn, then /, /meals and /menu are measured again in Bengali after the English public pages', () => {
    const pages = measuredPages(ALL, { LIGHTHOUSE_LANGS: 'en,bn' });
    expect(names(pages)).toEqual(['Home', 'All Meals', 'Meal details', 'Weekly menu', 'Home (bn)', 'All Meals (bn)', 'Weekly menu (bn)', 'Admin dashboard']);
    expect(pages.filter((page) => page.lang === 'bn').every((page) => !page.signIn)).toBe(true);
  });

  it('when both are set, then the languages apply to the chosen pages only', () => {
    expect(names(measuredPages(ALL, { LIGHTHOUSE_PAGES: 'All Meals,Meal details', LIGHTHOUSE_LANGS: 'en,bn' }))).toEqual(['All Meals', 'Meal details', 'All Meals (bn)']);
  });

  it('when LIGHTHOUSE_LANGS names a language the site does not have, then the run refuses', () => {
    expect(() => measuredPages(ALL, { LIGHTHOUSE_LANGS: 'en,fr' })).toThrow("LIGHTHOUSE_LANGS must list some of en, bn, not 'en,fr'");
  });
});

describe('the Bengali medians beside the English ones', () => {
  it('pairs each page by name and gives the difference Bengali minus English; a page without its English run is left out', () => {
    const rows = languageComparison([
      { name: 'Home', lang: 'en', medians: { performance: 90, lcpMs: 2000, tbtMs: 150, cls: 0 } },
      { name: 'Home', lang: 'bn', medians: { performance: 86, lcpMs: 2300, tbtMs: 210, cls: 0.02 } },
      { name: 'Weekly menu', lang: 'bn', medians: { performance: 80, lcpMs: 2100, tbtMs: 300, cls: 0 } },
    ]);
    expect(rows).toEqual([
      {
        page: 'Home',
        lang: 'bn',
        en: { performance: 90, lcpMs: 2000, tbtMs: 150, cls: 0 },
        other: { performance: 86, lcpMs: 2300, tbtMs: 210, cls: 0.02 },
        difference: { performance: -4, lcpMs: 300, tbtMs: 60, cls: 0.02 },
      },
    ]);
  });
});
