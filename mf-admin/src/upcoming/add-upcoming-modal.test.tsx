import { routeOf } from '@hostel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, upcomingMealBody } from '@hostel/contracts';
import { fakeApi, fakeId, renderAdmin, upcomingMeal } from '../test/render-admin';
import { AddUpcomingModal } from './add-upcoming-modal';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

async function fillRequired() {
  const form = screen.getByRole('form', { name: 'Add Upcoming Meal' });
  await userEvent.type(within(form).getByLabelText('Title'), 'Shorshe Ilish');
  await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Dinner');
  await userEvent.type(within(form).getByLabelText('Price'), '350');
  await userEvent.type(within(form).getByLabelText('Post time'), '9:00 PM');
  return form;
}

function renderAdd() {
  // As the service answers: calories left blank (null) are not stored, and the poster's e-mail is not shown.
  const created = (body: object) => Object.fromEntries(Object.entries({ ...upcomingMeal({ _id: fakeId('n1'), likes: 0 }), ...body }).filter(([key, value]) => value !== null && key !== 'email'));
  const { calls } = fakeApi({ [routeOf(API.postUpcoming)]: ({ body }) => ({ status: 201, body: created(body as object) }) });
  const onClose = jest.fn();
  renderAdmin(<AddUpcomingModal open onClose={onClose} />);
  const posted = async () => {
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    return calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
  };
  return { posted };
}

describe('AddUpcomingModal', () => {
  it('when diet tags, allergens and calories are chosen, then the POST body carries them', async () => {
    const { posted } = renderAdd();
    const form = await fillRequired();

    await userEvent.click(within(within(form).getByRole('group', { name: 'Diet' })).getByLabelText('Gluten-free'));
    await userEvent.click(within(within(form).getByRole('group', { name: 'Diet' })).getByLabelText('Vegan'));
    await userEvent.click(within(within(form).getByRole('group', { name: 'Allergens' })).getByLabelText('Peanuts'));
    await userEvent.type(within(form).getByLabelText('Calories (kcal)'), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Meal' }));

    const body = await posted();
    expect(body).toMatchObject({ title: 'Shorshe Ilish', dietTags: ['vegan', 'gluten-free'], allergens: ['peanuts'], calories: 300 });
    expect(upcomingMealBody.safeParse(body).success).toBe(true);
  });

  it('when no box is ticked and calories are left blank, then the POST sends empty lists and calories null', async () => {
    const { posted } = renderAdd();
    const form = await fillRequired();

    await userEvent.click(within(form).getByRole('button', { name: 'Submit Meal' }));

    const body = await posted();
    expect(body).toMatchObject({ dietTags: [], allergens: [], calories: null });
    expect(upcomingMealBody.safeParse(body).success).toBe(true);
  });
});
