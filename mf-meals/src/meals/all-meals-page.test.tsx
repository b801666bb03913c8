import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEALS_SCROLL_THROTTLE_MS } from '@hostel/contracts';
import { stubSession } from '@hostel/ui';
import { mealFixture } from '@hostel/ui/src/testing/meal-fixture';
import { fakeApi, renderInRemote } from '@hostel/ui/src/testing/render-remote';
import { AllMealsPage } from './all-meals-page';

const meals = (count: number, category: 'Lunch' | 'Dinner' = 'Lunch') => Array.from({ length: count }, (_, n) => mealFixture({ _id: `${category}-${n}`, title: `${category} ${n + 1}`, category }));
const cards = () => screen.queryAllByTestId('meal-card');

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
  fakeApi({ 'GET /meals': { body: meals(count) } });
  renderPage();
  await waitFor(() => expect(cards()).toHaveLength(Math.min(count, 6)));
}

describe('AllMealsPage', () => {
  afterEach(() => scrollPage(0));

  it('when meals load, then the first 6 show and the list says more are loading', async () => {
    await openWith(14);
    expect(screen.getByText('Loading more meals...')).toBeInTheDocument();
    expect(screen.queryByText('You have seen all meals!')).toBeNull();
  });

  it('when the page is scrolled to 80 %, then 6 more show each time until all are shown, then the end message', async () => {
    await openWith(14);

    scrollNearEnd();
    expect(cards()).toHaveLength(12);
    await throttleWindow();
    scrollNearEnd();
    expect(cards()).toHaveLength(14);
    expect(screen.getByText('You have seen all meals!')).toBeInTheDocument();
    expect(screen.queryByText('Loading more meals...')).toBeNull();

    await throttleWindow();
    scrollNearEnd();
    expect(cards()).toHaveLength(14);
  });

  it('when the page is scrolled short of 80 %, then no more meals show', async () => {
    await openWith(14);
    // One pixel short: 831 + 768 < 0.8 × 2000.
    scrollPage(831);
    await throttleWindow();
    expect(cards()).toHaveLength(6);
  });

  it('when scroll events come faster than the throttle, then they add one page at once and one more when the throttle ends', async () => {
    await openWith(30);

    for (let n = 0; n < 5; n++) scrollNearEnd();
    expect(cards()).toHaveLength(12);
    await waitFor(() => expect(cards()).toHaveLength(18));
    await throttleWindow();
    expect(cards()).toHaveLength(18);
  });

  it('when every meal fits on the first page, then the end message shows at once', async () => {
    await openWith(6);
    expect(screen.getByText('You have seen all meals!')).toBeInTheDocument();
  });

  it('when no meal matches, then "No meals found." shows', async () => {
    fakeApi({ 'GET /meals': { body: [] } });
    renderPage();
    expect(await screen.findByText('No meals found.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('when a filter changes, then the matching meals are asked for at once and the list starts again at 6', async () => {
    const { calls } = fakeApi({
      'GET /meals': { body: meals(14) },
      'GET /meals?category=Dinner': { body: meals(9, 'Dinner') },
      'GET /meals?category=Dinner&price=200-400': { body: meals(2, 'Dinner') },
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(6));
    scrollNearEnd();
    expect(cards()).toHaveLength(12);

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Dinner');
    await screen.findByText('Dinner 1');
    // 9 Dinner meals, of which the first page only: 12 were shown before the filter changed.
    expect(cards()).toHaveLength(6);

    await userEvent.selectOptions(screen.getByLabelText('Price'), '200 - 400');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls.map((call) => call.path)).toEqual(['/meals', '/meals?category=Dinner', '/meals?category=Dinner&price=200-400']);
  });

  it('when search text is typed, then nothing is asked for until Search is pressed', async () => {
    const { calls } = fakeApi({ 'GET /meals': { body: meals(3) }, 'GET /meals?search=biryani': { body: [mealFixture({ title: 'Chicken Biryani' })] } });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));

    await userEvent.type(screen.getByPlaceholderText('Search by meal name...'), ' biryani ');
    expect(calls.map((call) => call.path)).toEqual(['/meals']);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Chicken Biryani')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(calls.map((call) => call.path)).toEqual(['/meals', '/meals?search=biryani']);
  });
});
