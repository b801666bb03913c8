import { routeOf } from '@hostel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, mealPatchBody } from '@hostel/contracts';
import { fakeApi, meal, renderAdmin } from '../test/render-admin';
import { EditMealModal } from './edit-meal-modal';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const labelled = meal({ dietTags: ['vegetarian', 'halal'], allergens: ['dairy', 'nuts'], calories: 650 });

function renderEdit() {
  // As the service answers: calories null clears them, so the saved meal has none.
  const saved = (body: object) => Object.fromEntries(Object.entries({ ...labelled, ...body }).filter(([, value]) => value !== null));
  const { calls } = fakeApi({ [routeOf(API.updateMeal, { params: { id: 'aa0000000000000000000001' } })]: ({ body }) => ({ body: { success: true, meal: saved(body as object) } }) });
  const onClose = jest.fn();
  renderAdmin(<EditMealModal meal={labelled} onClose={onClose} />);
  const form = screen.getByRole('form', { name: 'Edit Meal' });
  const patched = async () => {
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    return calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
  };
  return { form, diet: within(within(form).getByRole('group', { name: 'Diet' })), allergens: within(within(form).getByRole('group', { name: 'Allergens' })), patched };
}

describe('EditMealModal', () => {
  it('when it opens on a meal with diet tags, allergens and calories, then those boxes are ticked and the calories filled in', () => {
    const { form, diet, allergens } = renderEdit();

    expect(diet.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => box.getAttribute('value'))).toEqual(['vegetarian', 'halal']);
    expect(allergens.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => box.getAttribute('value'))).toEqual(['dairy', 'nuts']);
    expect(within(form).getByLabelText('Calories (kcal)')).toHaveValue(650);
  });

  it('when ticks and calories are changed, then the PATCH body carries the new labels and calories', async () => {
    const { form, diet, allergens, patched } = renderEdit();

    await userEvent.click(diet.getByLabelText('Halal'));
    await userEvent.click(diet.getByLabelText('Vegan'));
    await userEvent.click(allergens.getByLabelText('Dairy'));
    await userEvent.click(allergens.getByLabelText('Soy'));
    const calories = within(form).getByLabelText('Calories (kcal)');
    await userEvent.clear(calories);
    await userEvent.type(calories, '480');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await patched()).toMatchObject({ dietTags: ['vegetarian', 'vegan'], allergens: ['nuts', 'soy'], calories: 480 });
  });

  it('when the calories field is emptied, then the PATCH sends calories null, which the API takes as clearing them', async () => {
    const { form, patched } = renderEdit();

    await userEvent.clear(within(form).getByLabelText('Calories (kcal)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    const body = await patched();
    expect(body).toHaveProperty('calories', null);
    expect(mealPatchBody.parse(body).calories).toBeNull();
  });
});
