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
import { firstScreenClient, loadingSession, renderFirstScreen, type FirstScreen } from '@hostel/ui/src/first-screen/render-first-screen';
import { App } from '../app/app';
import { mealQuery } from '../meal-details/meal-api';
import { mealPagesQuery, NO_FILTERS, readMealsPage, type MealsPage } from '../meals/meals-api';
import { FIRST_ROW } from '../meals/all-meals-page';
import { menuWeekQuery } from '../menu/menu-api';

interface FirstRead {
  path: string;
  /** Reads what the route's first render shows into the client; throws when the API did not answer. */
  read(client: QueryClient, params: Record<string, string | undefined>, search: URLSearchParams): Promise<string[]>;
}

const ROUTES: FirstRead[] = [
  {
    path: '/meals',
    async read(client) {
      // readMealsPage, not the page's fetchMealsPage: a failed read must not be served as an empty catalogue.
      const data = await client.fetchInfiniteQuery({ ...mealPagesQuery(NO_FILTERS), queryFn: ({ pageParam }) => readMealsPage(NO_FILTERS, pageParam, MEALS_PAGE_SIZE) });
      return (data.pages[0] as MealsPage).meals.slice(0, FIRST_ROW).flatMap((meal) => (meal.image ? [meal.image] : []));
    },
  },
  {
    path: '/meal/:id',
    async read(client, { id = '' }) {
      const meal: MealDetails = await client.fetchQuery(mealQuery(id));
      return meal.image ? [meal.image] : [];
    },
  },
  {
    path: '/menu',
    async read(client, _params, search) {
      const week = search.get('week') ?? undefined;
      await client.fetchQuery(menuWeekQuery(week && isIsoWeek(week) ? week : undefined));
      return [];
    },
  },
];

/** The first screen of `url` (path and query), or null when the route is not one of these or its read failed. */
export async function renderPage(url: string, apiOrigin: string): Promise<FirstScreen | null> {
  const { pathname, searchParams } = new URL(url, 'http://first-screen');
  const route = ROUTES.map((candidate) => ({ candidate, match: matchPath(candidate.path, pathname) })).find(({ match }) => match);
  if (!route?.match) return null;
  setApiOrigin(apiOrigin);
  const client = firstScreenClient();
  let images: string[];
  try {
    images = await route.candidate.read(client, route.match.params, searchParams);
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
