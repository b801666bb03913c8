import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, stubSession } from '@hostel/ui';
import { latinWords, mealFixture, fakeApi, renderInRemote, routeOf } from '@hostel/ui/testing';
import { AllMealsPage } from './all-meals-page';

describe('All Meals diet and allergen filters', () => {
  it('when Vegetarian and no nuts are ticked, then the list is asked for with diet and without, and unticking drops them', async () => {
    const { calls } = fakeApi({ [routeOf(API.listMeals)]: { body: [mealFixture()], headers: { 'X-Total-Count': '1' } } });
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

describe('All Meals filters on a phone', () => {
  // jsdom applies no media query, so the toggle is hidden here (its wide-screen style) and has no accessible name
  // (hidden text is left out of it): it is found by its text. What a phone shows, and that the first card is in its
  // first screen, is e2e/narrow-filters.e2e.test.ts's to check in Chromium.
  const toggle = (text: string) => screen.getByText(text, { selector: 'button' });

  it('when the Filters toggle is pressed by keyboard, then it flips aria-expanded, controls the panel holding both groups, and counts the ticked boxes', async () => {
    fakeApi({ [routeOf(API.listMeals)]: { body: [mealFixture()], headers: { 'X-Total-Count': '1' } } });
    renderInRemote(<AllMealsPage />, { session: stubSession('visitor'), path: '/meals' });
    const filters = toggle('Filters');
    expect(filters).toHaveAttribute('type', 'button');
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(filters.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('group', { name: 'Diet' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Without' })).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('data-open');

    filters.focus();
    await userEvent.keyboard('{Enter}');
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');

    await userEvent.click(within(panel).getByLabelText('Vegan'));
    await userEvent.click(within(panel).getByLabelText('Egg'));
    expect(toggle('Filters (2)')).toBe(filters);

    filters.focus();
    await userEvent.keyboard(' ');
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    // Closing folds the boxes away; it does not clear them.
    expect(filters).toHaveTextContent('Filters (2)');
  });

  it('when it renders, then the toggle does not submit the search form', async () => {
    const { calls } = fakeApi({ [routeOf(API.listMeals)]: { body: [mealFixture()], headers: { 'X-Total-Count': '1' } } });
    renderInRemote(<AllMealsPage />, { session: stubSession('visitor'), path: '/meals' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.type(screen.getByRole('searchbox'), 'rice');
    await userEvent.click(toggle('Filters'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });
});

describe('All Meals diet filters in Bengali', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the page is in Bengali, then both groups, every box and the folded toggle with its count read in Bengali, and ticking still filters by the API\'s values', async () => {
    const { calls } = fakeApi({ [routeOf(API.listMeals)]: { body: [], headers: { 'X-Total-Count': '0' } } });
    await act(() => changeLanguage('bn'));
    renderInRemote(<AllMealsPage />, { session: stubSession('visitor'), path: '/meals' });
    const diet = screen.getByRole('group', { name: 'খাদ্যাভ্যাস' });
    const without = screen.getByRole('group', { name: 'যা থাকবে না' });
    expect(within(diet).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['নিরামিষ', 'ভিগান', 'হালাল', 'গ্লুটেনমুক্ত']);
    expect(latinWords(without)).toEqual([]);

    await userEvent.click(within(diet).getByLabelText('হালাল'));
    await userEvent.click(within(without).getByLabelText('তিল'));

    expect(screen.getByText('ফিল্টার (২)', { selector: 'button' })).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(calls.at(-1)!.path.split('?')[1]).get('without')).toBe('sesame'));
    expect(new URLSearchParams(calls.at(-1)!.path.split('?')[1]).get('diet')).toBe('halal');
  });
});
