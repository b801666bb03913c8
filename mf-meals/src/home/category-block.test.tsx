import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@hostel/contracts';
import { changeLanguage, stubSession } from '@hostel/ui';
import { latinWords, fakeId, mealFixture, fakeApi, renderInRemote, routeOf } from '@hostel/ui/testing';
import { CategoryMeals } from './category-block';

const meals = (category: Category, count: number) => Array.from({ length: count }, (_, n) => mealFixture({ _id: fakeId(category, n), title: `${category} ${n + 1}`, category }));
const titles = () => screen.getAllByTestId('meal-card').map((card) => within(card).getByRole('heading').textContent);

describe('CategoryMeals (Home)', () => {
  it('when Home opens, then All is chosen and only the first 4 meals are asked for and shown', async () => {
    const { calls } = fakeApi({ [routeOf(API.listMeals, { query: { page: '1', limit: '4' } })]: { body: [...meals('Lunch', 3), ...meals('Dinner', 1)], headers: { 'X-Total-Count': '6' } } });
    renderInRemote(<CategoryMeals />, { session: stubSession('visitor') });

    await waitFor(() => expect(screen.getAllByTestId('meal-card')).toHaveLength(4));
    expect(titles()).toEqual(['Lunch 1', 'Lunch 2', 'Lunch 3', 'Dinner 1']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((call) => call.path)).toEqual(['/meals?page=1&limit=4']);
  });

  it('when a category is chosen, then its meals are asked for and shown, and its button is pressed', async () => {
    const { calls } = fakeApi({
      [routeOf(API.listMeals, { query: { page: '1', limit: '4' } })]: { body: meals('Lunch', 2) },
      [routeOf(API.listMeals, { query: { category: 'Breakfast', page: '1', limit: '4' } })]: { body: meals('Breakfast', 4), headers: { 'X-Total-Count': '5' } },
    });
    renderInRemote(<CategoryMeals />, { session: stubSession('visitor') });
    await screen.findByText('Lunch 1');

    await userEvent.click(screen.getByRole('button', { name: 'Breakfast' }));
    await screen.findByText('Breakfast 1');
    expect(titles()).toEqual(['Breakfast 1', 'Breakfast 2', 'Breakfast 3', 'Breakfast 4']);
    expect(screen.getByRole('button', { name: 'Breakfast' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.map((call) => call.path)).toEqual(['/meals?page=1&limit=4', '/meals?category=Breakfast&page=1&limit=4']);
  });

  it('when the meals cannot be fetched, then the failure is only logged and no card shows (spec §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [routeOf(API.listMeals)]: { status: 503, body: { success: false, message: 'down' } } });
    renderInRemote(<CategoryMeals />, { session: stubSession('visitor') });

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByTestId('meal-card')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });

  describe('in Bengali', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('when the page is switched to Bengali, then the category buttons, the cards\' categories, ratings, prices and links read in Bengali, and only the meal titles stay Latin', async () => {
      fakeApi({
        [routeOf(API.listMeals, { query: { page: '1', limit: '4' } })]: { body: meals('Lunch', 2) },
        [routeOf(API.listMeals, { query: { category: 'Dinner', page: '1', limit: '4' } })]: { body: meals('Dinner', 1) },
      });
      const { container } = renderInRemote(<CategoryMeals />, { session: stubSession('visitor') });
      await screen.findByText('Lunch 1');

      await act(() => changeLanguage('bn'));

      expect(screen.getByRole('group', { name: 'ধরন অনুযায়ী খাবার বাছুন' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'সব' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getAllByText('দুপুরের খাবার', { selector: 'p' })).toHaveLength(2);
      expect(screen.getAllByRole('link', { name: 'বিস্তারিত দেখুন' })).toHaveLength(2);
      expect(screen.getAllByText('১৮০৳')).toHaveLength(2);
      expect(latinWords(container, ['Lunch 1', 'Lunch 2'])).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'রাতের খাবার' }));
      await screen.findByText('Dinner 1');
      expect(latinWords(container, ['Dinner 1'])).toEqual([]);
    });
  });
});
