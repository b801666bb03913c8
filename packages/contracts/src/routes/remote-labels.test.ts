import { withLabels } from './remote-labels';
import { remoteRoutes } from './remote-routes';

const ROUTES = remoteRoutes({
  label: 'Meals',
  labelKey: 'nav.area',
  pages: {
    meals: { path: '/meals', access: 'everyone', nav: { label: 'Meals', labelKey: 'nav.meals', places: ['main'] } },
    meal: { path: '/meal/:id', access: 'everyone' },
  },
});
const CATALOGUES = { en: { nav: { area: 'Meals', meals: 'Meals' } }, bn: { nav: { area: 'খাবার এলাকা', meals: 'খাবার' } } };

describe('withLabels', () => {
  it("when every label's key is in both catalogues, then each label carries its text in every language and the rest is kept", () => {
    const labelled = withLabels(ROUTES, CATALOGUES);

    expect(labelled.labels).toEqual({ en: 'Meals', bn: 'খাবার এলাকা' });
    expect(labelled.pages.meals).toEqual({ ...ROUTES.pages.meals, nav: { ...ROUTES.pages.meals.nav, labels: { en: 'Meals', bn: 'খাবার' } } });
    expect(labelled.pages.meal).toEqual(ROUTES.pages.meal);
  });

  it('when a catalogue lacks a label, then the build fails naming the key and the language', () => {
    expect(() => withLabels(ROUTES, { ...CATALOGUES, bn: { nav: { area: 'খাবার এলাকা' } } })).toThrow("the label nav.meals is not in the remote's bn catalogue");
  });

  it("when the English catalogue says other than the routes module, then the build fails", () => {
    expect(() => withLabels(ROUTES, { ...CATALOGUES, en: { nav: { area: 'Meals', meals: 'All Meals' } } })).toThrow("'Meals' in the routes module but 'All Meals'");
  });

  it('when a label has no key, then it stays English only', () => {
    const plain = remoteRoutes({ label: 'Admin', pages: { x: { path: '/x', access: 'admin', nav: { label: 'X', places: ['main'] } } } });

    expect(withLabels(plain, CATALOGUES)).toEqual(plain);
  });
});
