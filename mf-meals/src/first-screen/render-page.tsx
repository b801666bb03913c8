/**
 * mf-meals' first screens, rendered in Node by its own server at request time (packages/web-server,
 * GET /first-screen?path=…) for the shell to put in the page it serves: All Meals, a meal's page and the weekly
 * menu, each with the first API read already answered (see @hostel/ui's render-first-screen for why the browser
 * replaces rather than hydrates this markup).
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, StaticRouter } from 'react-router-dom';
import { isIsoWeek, MEALS_PAGE_SIZE, type MealDetails } from '@hostel/contracts';
import { RemoteProviders, setApiOrigin } from '@hostel/ui';
import { firstScreenClient, loadingSession, renderFirstScreen, type FirstScreen } from '@hostel/ui/render-first-screen';
import { App } from '../app/app';
// Registers the 'meals' catalogues in the server's i18next instance too (the screens import it as well; named
// here because the served markup must be in words, never keys).
import '../i18n';
import { mealQuery } from '../meal-details/meal-api';
import { mealPagesQuery, NO_FILTERS, readMealsPage, type MealsPage } from '../meals/meals-api';
import { FIRST_ROW } from '../meals/all-meals-page';
import { menuWeekQuery } from '../menu/menu-api';
import { routes } from '../routes';

type FirstScreenPage = 'meals' | 'meal' | 'menu';

/** Reads what a page's first render shows into the client; throws when the API did not answer. */
type ReadFirstScreen = (client: QueryClient, params: Record<string, string | undefined>, search: URLSearchParams) => Promise<string[]>;

/** The pages the routes module marks `firstScreen`, each with its read (the paths are the routes module's). */
const READS: Record<FirstScreenPage, ReadFirstScreen> = {
  async meals(client) {
    // readMealsPage, not the page's fetchMealsPage: a failed read must not be served as an empty catalogue.
    const data = await client.fetchInfiniteQuery({ ...mealPagesQuery(NO_FILTERS), queryFn: ({ pageParam }) => readMealsPage(NO_FILTERS, pageParam, MEALS_PAGE_SIZE) });
    return (data.pages[0] as MealsPage).meals.slice(0, FIRST_ROW).flatMap((meal) => (meal.image ? [meal.image] : []));
  },
  async meal(client, { id = '' }) {
    const meal: MealDetails = await client.fetchQuery(mealQuery(id));
    return meal.image ? [meal.image] : [];
  },
  async menu(client, _params, search) {
    const week = search.get('week') ?? undefined;
    await client.fetchQuery(menuWeekQuery(week && isIsoWeek(week) ? week : undefined));
    return [];
  },
};

/** The pages this renderer draws: the routes module's `firstScreen` pages (a test says the two agree). */
export const FIRST_SCREEN_PAGES = Object.keys(READS);

/** The first screen of `url` (path and query), or null when the route is not one of these or its read failed. */
export async function renderPage(url: string, apiOrigin: string): Promise<FirstScreen | null> {
  const { pathname, searchParams } = new URL(url, 'http://first-screen');
  const route = (Object.keys(READS) as FirstScreenPage[]).map((id) => ({ read: READS[id], match: matchPath(routes.pages[id].path, pathname) })).find(({ match }) => match);
  if (!route?.match) return null;
  setApiOrigin(apiOrigin);
  const client = firstScreenClient();
  let images: string[];
  try {
    images = await route.read(client, route.match.params, searchParams);
  } catch {
    return null;
  }
  const page = (
    <RemoteProviders client={client} session={loadingSession}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </RemoteProviders>
  );
  return renderFirstScreen(page, client, images);
}
