import type { Browser, Page } from 'playwright-core';
import { API, MEALS_PAGE_SIZE, type Meal, type MealDetails, type MenuWeek } from '@hostel/contracts';
import { api } from './support/api';
import { controlFrontend, launch, url, watchContentSecurityPolicy } from './support/browser';

/**
 * Issue 16: the first screen is in the HTML as served, before any script runs — read here with JavaScript off, as a
 * phone on slow 4G shows it while the scripts download.
 */
describe('the first screen, with JavaScript disabled', () => {
  let browser: Browser;
  let meals: Meal[];
  beforeAll(async () => {
    browser = await launch();
    // The journeys before this one changed meals: the gateway's edge cache and the first-screen renderer each keep
    // an answer up to a second (DESIGN §6), so the pages compared with the API below are read once both have passed.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    meals = (await api<Meal[]>(`/meals?page=1&limit=${MEALS_PAGE_SIZE}`)).body;
  });
  afterAll(async () => {
    await browser.close();
  });

  async function served(path: string): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    await watchContentSecurityPolicy(context);
    const page = await context.newPage();
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    return page;
  }
  const navbarLinks = (page: Page) => page.locator('nav[aria-label="Main"] a').allTextContents();
  /** The API answers the page carries for its first render (the read is done before any script runs). */
  const firstScreenData = async (page: Page) => JSON.parse((await page.locator('script#first-screen-data').textContent()) ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  const preloads = (page: Page, as: string) => page.locator(`link[rel="preload"][as="${as}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  it('when Home is served, then it shows the navbar and the carousel heading', async () => {
    const page = await served('/');
    expect(await navbarLinks(page)).toEqual(expect.arrayContaining(['Home', 'Meals', 'Upcoming Meals']));
    expect(await page.locator('h2').first().textContent()).toBe('Delicious Meals Every Day');
    await page.context().close();
  });

  it('when All Meals is served, then the navbar, the heading and the first meals are there, with their data and the first pictures preloaded', async () => {
    const page = await served('/meals');
    expect(await navbarLinks(page)).toEqual(expect.arrayContaining(['Home', 'Meals']));
    expect(await page.locator('h1').textContent()).toBe('All Meals');
    const titles = await page.locator('[data-testid="meal-card"] :is(h2, h3)').allTextContents();
    expect(titles.slice(0, 4)).toEqual(meals.slice(0, 4).map((meal) => meal.title));

    const [query] = (await firstScreenData(page)).queries;
    expect(query!.queryKey).toEqual([API.listMeals.name, {}, 'pages', { search: '', category: '', price: '' }]);
    expect((query!.state.data as { pages: { meals: Meal[] }[] }).pages[0]!.meals.map((meal) => meal._id)).toEqual(meals.map((meal) => meal._id));
    // Other journeys may add meals without a picture first: the first picture shown is the one preloaded.
    expect(await preloads(page, 'image')).toContain(meals.find((meal) => meal.image)!.image);
    await page.context().close();
  });

  it("when a meal's page is served, then its title is the heading and its picture is preloaded", async () => {
    const meal = (await api<MealDetails>(`/meals/${meals.find((entry) => entry.image)!._id}`)).body;
    const page = await served(`/meal/${meal._id}`);
    expect(await navbarLinks(page)).toEqual(expect.arrayContaining(['Home', 'Meals']));
    expect(await page.locator('h1').textContent()).toBe(meal.title);
    expect((await firstScreenData(page)).queries[0]!.queryKey).toEqual([API.getMeal.name, { id: meal._id }]);
    expect(await preloads(page, 'image')).toContain(meal.image);
    await page.context().close();
  });

  it("when the weekly menu is served, then this week's days are there", async () => {
    const week = (await api<MenuWeek>('/menu')).body;
    const page = await served('/menu');
    expect(await page.locator('h1').textContent()).toBe("This Week's Menu");
    const [query] = (await firstScreenData(page)).queries;
    expect((query!.state.data as MenuWeek).week).toBe(week.week);
    expect(await page.locator('main h2').count()).toBe(week.days.length);
    await page.context().close();
  });

  it('when mf-meals is down, then the shell still serves the navbar at once and preloads the first read instead', async () => {
    await controlFrontend('mf-meals', 'stop');
    try {
      const started = Date.now();
      const page = await served('/meals');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await navbarLinks(page)).toEqual(expect.arrayContaining(['Home', 'Meals']));
      expect(await page.locator('#mf-area *').count()).toBe(0);
      expect(await preloads(page, 'fetch')).toContain(`/api/meals?page=1&limit=${MEALS_PAGE_SIZE}`);
      await page.context().close();
    } finally {
      await controlFrontend('mf-meals', 'start');
    }
  });
});
