import { MEALS_PAGE_SIZE } from '@hostel/contracts/constants';
import { remoteRoutes } from '@hostel/contracts/routes';

/** mf-meals' pages (DESIGN §1): the one place their paths, access, navigation and first reads are written. */
export const routes = remoteRoutes({
  label: 'Meals',
  labelKey: 'nav.area',
  pages: {
    meals: {
      path: '/meals',
      access: 'everyone',
      nav: { label: 'Meals', labelKey: 'nav.meals', places: ['main', 'footer'] },
      firstRead: { operation: 'listMeals', query: { page: 1, limit: MEALS_PAGE_SIZE } },
      firstScreen: true,
    },
    meal: { path: '/meal/:id', access: 'everyone', firstRead: { operation: 'getMeal', params: { id: 'id' } }, firstScreen: true },
    menu: { path: '/menu', access: 'everyone', nav: { label: 'Menu', labelKey: 'nav.menu', places: ['main', 'footer'] }, firstRead: { operation: 'getMenu' }, firstScreen: true, firstScreenQuery: ['week'] },
    upcoming: { path: '/upcoming', access: 'signed-in', nav: { label: 'Upcoming Meals', labelKey: 'nav.upcoming', places: ['main', 'footer'] } },
  },
});

/** mf-meals's page ids: the shell links into this remote by them. */
export type MealsPageId = keyof typeof routes.pages;

declare module '@hostel/contracts/routes' {
  interface RemotePageIds {
    mf_meals: MealsPageId;
  }
}
