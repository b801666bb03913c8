import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubSession } from '@hostel/ui';
import { mealFixture } from '@hostel/ui/src/testing/meal-fixture';
import { fakeApi, renderInRemote } from '@hostel/ui/src/testing/render-remote';
import { AllMealsPage } from './all-meals-page';

describe('All Meals diet and allergen filters', () => {
  it('when Vegetarian and no nuts are ticked, then the list is asked for with diet and without, and unticking drops them', async () => {
    const { calls } = fakeApi({ 'GET /meals': { body: [mealFixture()], headers: { 'X-Total-Count': '1' } } });
    renderInRemote(<AllMealsPage />, { session: stubSession('visitor'), path: '/meals' });
    const diet = screen.getByRole('group', { name: 'Diet' });
    const without = screen.getByRole('group', { name: 'Without' });
    expect(within(diet).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Vegetarian', 'Vegan', 'Halal', 'Gluten-free']);
    expect(within(without).getAllByRole('checkbox')).toHaveLength(9);

    await userEvent.click(within(diet).getByLabelText('Vegetarian'));
    await userEvent.click(within(without).getByLabelText('Nuts'));
    await userEvent.click(within(without).getByLabelText('Dairy'));

    const params = () => new URLSearchParams(calls.at(-1)!.path.split('?')[1]);
    await waitFor(() => expect(params().get('without')).toBe('dairy,nuts'));
    expect(params().get('diet')).toBe('vegetarian');

    await userEvent.click(within(diet).getByLabelText('Vegetarian'));
    await waitFor(() => expect(params().has('diet')).toBe(false));
    expect(params().get('without')).toBe('dairy,nuts');
  });
});
