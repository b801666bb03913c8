import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekDates, type MenuWeek } from '@hostel/contracts';
import { fakeApi, meal, recordToasts, renderAdmin } from '../test/render-admin';
import { WeeklyMenu } from './weekly-menu';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const WEEK = '2027-W01';
const DATES = weekDates(WEEK);
const tehari = meal({ _id: '64b0000000000000000000a1', title: 'Beef Tehari', category: 'Lunch' });
const khichuri = meal({ _id: '64b0000000000000000000a2', title: 'Khichuri', category: 'Breakfast' });
const biryani = meal({ _id: '64b0000000000000000000a3', title: 'Chicken Biryani', category: 'Lunch' });

const menu = (week: string, tuesdayLunch = [tehari]): MenuWeek => ({
  week,
  updatedAt: null,
  days: weekDates(week).map((date, index) => ({ date, slots: { Breakfast: [], Lunch: index === 1 ? tuesdayLunch : [], Dinner: [] } })),
});

describe('WeeklyMenu', () => {
  it('when the admin chooses a meal for a slot, then the slot is replaced with its meals plus the new one', async () => {
    const toasts = recordToasts();
    const { calls } = fakeApi({
      'GET /menu': { body: menu(WEEK) },
      'GET /meals': { body: [tehari, khichuri, biryani] },
      [`PUT /menu/${DATES[1]}/Lunch`]: ({ body }) => ({ body: { date: DATES[1], slots: { Breakfast: [], Lunch: (body as { mealIds: string[] }).mealIds.map((id) => meal({ _id: id })), Dinner: [] } } }),
    });
    renderAdmin(<WeeklyMenu />);
    const section = await screen.findByRole('region', { name: 'Weekly Menu' });
    const add = await within(section).findByLabelText('Add to Tuesday Lunch');
    // The slot's own category comes first, the meal already there is not offered again.
    await waitFor(() => expect(within(add).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a meal', 'Chicken Biryani (Lunch)', 'Khichuri (Breakfast)']));

    await userEvent.selectOptions(add, 'Chicken Biryani (Lunch)');

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: `/menu/${DATES[1]}/Lunch`, body: { mealIds: [tehari._id, biryani._id] } }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success' })));
  });

  it('when the admin removes a meal, then the slot is saved without it', async () => {
    const { calls } = fakeApi({
      'GET /menu': { body: menu(WEEK) },
      'GET /meals': { body: [tehari] },
      [`PUT /menu/${DATES[1]}/Lunch`]: { body: { date: DATES[1], slots: { Breakfast: [], Lunch: [], Dinner: [] } } },
    });
    renderAdmin(<WeeklyMenu />);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Beef Tehari from Tuesday Lunch' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ mealIds: [] }));
  });

  it('when Next week is pressed, then the next ISO week is asked for', async () => {
    const { calls } = fakeApi({ 'GET /menu': ({ path }) => ({ body: menu(path.includes('week=') ? '2027-W02' : WEEK) }), 'GET /meals': { body: [] } });
    renderAdmin(<WeeklyMenu />);

    await userEvent.click(await screen.findByRole('button', { name: 'Next week →' }));

    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/menu?week=2027-W02'));
    expect(await screen.findByText(/^2027-W02:/)).toBeInTheDocument();
  });
});
