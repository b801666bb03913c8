import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, MEALS_SCROLL_THROTTLE_MS, type Meal } from '@hostel/contracts';
import { changeLanguage, stubSession } from '@hostel/ui';
import { latinWords, fakeId, mealFixture, fakeApi, renderInRemote, routeOf } from '@hostel/ui/testing';
import { AllMealsPage } from './all-meals-page';

const meals = (count: number, category: 'Lunch' | 'Dinner' = 'Lunch') => Array.from({ length: count }, (_, n) => mealFixture({ _id: fakeId(category, n), title: `${category} ${n + 1}`, category }));
const cards = () => screen.queryAllByTestId('meal-card');

/** GET /meals as the server pages it: the `page`/`limit` slice of `list`, the whole count in X-Total-Count. */
const pagesOf = (list: Meal[]) => (call: { path: string }) => {
  const params = new URL(call.path, 'http://localhost').searchParams;
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? list.length);
  return { body: list.slice((page - 1) * limit, page * limit), headers: { 'X-Total-Count': String(list.length) } };
};
const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

/** Scrolls the window to `top` on a page `height` px tall (jsdom lays nothing out; its window is 768 px high). */
function scrollPage(top: number, height = 2000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: top });
  fireEvent.scroll(window);
}
/** The window's bottom at 80 % of the page: 832 + 768 = 0.8 × 2000. */
const scrollNearEnd = () => scrollPage(832);
const throttleWindow = () => act(() => new Promise((resolve) => setTimeout(resolve, MEALS_SCROLL_THROTTLE_MS + 50)));

function renderPage() {
  return renderInRemote(<AllMealsPage />, { session: stubSession('visitor'), path: '/meals' });
}

/** All Meals over `count` listed meals, once its first page shows. */
async function openWith(count: number) {
  const api = fakeApi({ [routeOf(API.listMeals)]: pagesOf(meals(count)) });
  renderPage();
  await waitFor(() => expect(cards()).toHaveLength(Math.min(count, 6)));
  return api;
}

describe('AllMealsPage', () => {
  afterEach(() => scrollPage(0));

  it('when meals load, then the first page of 6 is asked for (never the whole list), shows, and the list says more are loading', async () => {
    const { calls } = await openWith(14);
    expect(screen.getByText('Loading more meals...')).toBeInTheDocument();
    expect(screen.queryByText('You have seen all meals!')).toBeNull();
    expect(paths(calls)).toEqual(['/meals?page=1&limit=6']);
  });

  it('when the page is scrolled to 80 %, then the next page is asked for and shown each time until all are shown, then the end message', async () => {
    const { calls } = await openWith(14);

    scrollNearEnd();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('Lunch 12')).toBeInTheDocument();
    await throttleWindow();
    scrollNearEnd();
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(screen.getByText('You have seen all meals!')).toBeInTheDocument();
    expect(screen.queryByText('Loading more meals...')).toBeNull();

    await throttleWindow();
    scrollNearEnd();
    await throttleWindow();
    expect(cards()).toHaveLength(14);
    expect(paths(calls)).toEqual(['/meals?page=1&limit=6', '/meals?page=2&limit=6', '/meals?page=3&limit=6']);
  });

  it('when the page is scrolled short of 80 %, then no more meals are asked for', async () => {
    const { calls } = await openWith(14);
    // One pixel short: 831 + 768 < 0.8 × 2000.
    scrollPage(831);
    await throttleWindow();
    expect(cards()).toHaveLength(6);
    expect(calls).toHaveLength(1);
  });

  it('when scroll events come faster than the throttle, then they ask for one page at once and one more when the throttle ends', async () => {
    const { calls } = await openWith(30);

    for (let n = 0; n < 5; n++) scrollNearEnd();
    await waitFor(() => expect(cards()).toHaveLength(12));
    await waitFor(() => expect(cards()).toHaveLength(18));
    await throttleWindow();
    expect(cards()).toHaveLength(18);
    expect(paths(calls)).toEqual(['/meals?page=1&limit=6', '/meals?page=2&limit=6', '/meals?page=3&limit=6']);
  });

  it('when every meal fits on the first page, then the end message shows at once and no second page is asked for', async () => {
    const { calls } = await openWith(6);
    expect(screen.getByText('You have seen all meals!')).toBeInTheDocument();
    scrollNearEnd();
    await throttleWindow();
    expect(calls).toHaveLength(1);
  });

  it('when no meal matches, then "No meals found." shows', async () => {
    fakeApi({ [routeOf(API.listMeals)]: pagesOf([]) });
    renderPage();
    expect(await screen.findByText('No meals found.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('when the meals cannot be fetched, then the failure is only logged and "No meals found." shows', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [routeOf(API.listMeals)]: { status: 503, body: { success: false, message: 'down' } } });
    renderPage();
    expect(await screen.findByText('No meals found.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('when a filter changes, then the first page of the matching meals is asked for at once, and scrolling pages through them', async () => {
    const dinners = meals(9, 'Dinner');
    const { calls } = fakeApi({
      [routeOf(API.listMeals)]: pagesOf(meals(14)),
      [routeOf(API.listMeals, { query: { category: 'Dinner', page: '1', limit: '6' } })]: pagesOf(dinners),
      [routeOf(API.listMeals, { query: { category: 'Dinner', page: '2', limit: '6' } })]: pagesOf(dinners),
      [routeOf(API.listMeals, { query: { category: 'Dinner', price: '200-400', page: '1', limit: '6' } })]: pagesOf(meals(2, 'Dinner')),
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(6));
    scrollNearEnd();
    await waitFor(() => expect(cards()).toHaveLength(12));

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Dinner');
    await screen.findByText('Dinner 1');
    // 9 Dinner meals, of which the first page only: 12 were shown before the filter changed.
    expect(cards()).toHaveLength(6);
    await throttleWindow();
    scrollNearEnd();
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.getByText('You have seen all meals!')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Price'), '200 - 400');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(paths(calls)).toEqual([
      '/meals?page=1&limit=6',
      '/meals?page=2&limit=6',
      '/meals?category=Dinner&page=1&limit=6',
      '/meals?category=Dinner&page=2&limit=6',
      '/meals?category=Dinner&price=200-400&page=1&limit=6',
    ]);
  });

  it('when search text is typed, then nothing is asked for until Search is pressed', async () => {
    const { calls } = fakeApi({
      [routeOf(API.listMeals)]: pagesOf(meals(3)),
      [routeOf(API.listMeals, { query: { search: 'biryani', page: '1', limit: '6' } })]: pagesOf([mealFixture({ title: 'Chicken Biryani' })]),
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));

    await userEvent.type(screen.getByPlaceholderText('Search by meal name...'), ' biryani ');
    expect(paths(calls)).toEqual(['/meals?page=1&limit=6']);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Chicken Biryani')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(paths(calls)).toEqual(['/meals?page=1&limit=6', '/meals?search=biryani&page=1&limit=6']);
  });
});

describe('AllMealsPage in Bengali', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the page is switched to Bengali, then its heading, search, selects, filters, cards and end message read in Bengali; only meal titles stay Latin', async () => {
    fakeApi({ [routeOf(API.listMeals)]: pagesOf(meals(2)) });
    const { container } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'সব খাবার' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'খাবারের নাম লিখে খুঁজুন...');
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('option', { name: '২০০-এর কম' })).toHaveValue('lt200');
    expect(screen.getByRole('option', { name: '৪০০-এর বেশি' })).toHaveValue('gt400');
    expect(screen.getByRole('option', { name: 'রাতের খাবার' })).toHaveValue('Dinner');
    expect(screen.getByRole('group', { name: 'খাদ্যাভ্যাস' })).toBeInTheDocument();
    expect(screen.getByText('সব খাবার দেখা হয়ে গেছে!')).toBeInTheDocument();
    expect(latinWords(container, ['Lunch 1', 'Lunch 2'])).toEqual([]);
  });

  it('when nothing matches in Bengali, then the empty message is Bengali', async () => {
    fakeApi({ [routeOf(API.listMeals)]: { body: [], headers: { 'X-Total-Count': '0' } } });
    await act(() => changeLanguage('bn'));
    const { container } = renderPage();
    expect(await screen.findByText('কোনো খাবার পাওয়া যায়নি।')).toBeInTheDocument();
    expect(latinWords(container)).toEqual([]);
  });
});
