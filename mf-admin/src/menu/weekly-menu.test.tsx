import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, weekDates, type MenuWeek } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, meal, recordToasts, renderAdmin } from '../test/render-admin';
import { WeeklyMenu } from './weekly-menu';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const WEEK = '2027-W01';
const DATES = weekDates(WEEK);
const tehari = meal({ _id: '64b0000000000000000000a1', title: 'Beef Tehari', category: 'Lunch' });
const khichuri = meal({ _id: '64b0000000000000000000a2', title: 'Khichuri', category: 'Breakfast' });
const biryani = meal({ _id: '64b0000000000000000000a3', title: 'Chicken Biryani', category: 'Lunch' });

/** What Chromium on Linux and Windows does on a closed select, and jsdom does not: an arrow key picks the next option and fires change. */
function arrowsLikeChromium(select: HTMLSelectElement) {
  select.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    select.selectedIndex = Math.min(select.selectedIndex + 1, select.options.length - 1);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const menu = (week: string, tuesdayLunch = [tehari]): MenuWeek => ({
  week,
  updatedAt: null,
  days: weekDates(week).map((date, index) => ({ date, slots: { Breakfast: [], Lunch: index === 1 ? tuesdayLunch : [], Dinner: [] } })),
});

describe('WeeklyMenu', () => {
  afterEach(() => act(() => changeLanguage('en')));

  const saveTuesdayLunch = () =>
    fakeApi({
      [routeOf(API.getMenu)]: { body: menu(WEEK) },
      [routeOf(API.listMeals)]: { body: [tehari, khichuri, biryani] },
      [routeOf(API.setMenuSlot, { params: { date: DATES[1], slot: 'Lunch' } })]: ({ body }) => ({ body: { date: DATES[1], slots: { Breakfast: [], Lunch: (body as { mealIds: string[] }).mealIds.map((id) => meal({ _id: id })), Dinner: [] } } }),
    });

  it('when the admin chooses a meal for a slot and presses its Add, then the slot is replaced with its meals plus the new one', async () => {
    const toasts = recordToasts();
    const { calls } = saveTuesdayLunch();
    renderAdmin(<WeeklyMenu />);
    const section = await screen.findByRole('region', { name: 'Weekly Menu' });
    const choice = await within(section).findByRole('combobox', { name: 'Meal for Tuesday Lunch' });
    // The slot's own category comes first, the meal already there is not offered again.
    await waitFor(() => expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a meal', 'Chicken Biryani (Lunch)', 'Khichuri (Breakfast)']));
    const add = within(section).getByRole('button', { name: 'Add to Tuesday Lunch' });
    expect(add).toBeDisabled();

    await userEvent.selectOptions(choice, 'Chicken Biryani (Lunch)');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(add);

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: `/menu/${DATES[1]}/Lunch`, body: { mealIds: [tehari._id, biryani._id] } }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success' })));
  });

  it('when a slot offers meals, then each part (the slot’s category, then the rest) is in title order whatever the case', async () => {
    const aloo = meal({ _id: '64b0000000000000000000a4', title: 'aloo Paratha', category: 'Breakfast' });
    const dal = meal({ _id: '64b0000000000000000000a5', title: 'Dal Puri', category: 'Breakfast' });
    fakeApi({ [routeOf(API.getMenu)]: { body: menu(WEEK, []) }, [routeOf(API.listMeals)]: { body: [khichuri, tehari, dal, biryani, aloo] } });
    renderAdmin(<WeeklyMenu />);
    const choice = await screen.findByRole('combobox', { name: 'Meal for Monday Breakfast' });
    await waitFor(() =>
      expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Choose a meal',
        'aloo Paratha (Breakfast)',
        'Dal Puri (Breakfast)',
        'Khichuri (Breakfast)',
        'Beef Tehari (Lunch)',
        'Chicken Biryani (Lunch)',
      ]),
    );
  });

  it('when a keyboard user arrows through a slot’s meals, then nothing is saved until they activate Add', async () => {
    const { calls } = saveTuesdayLunch();
    renderAdmin(<WeeklyMenu />);
    const choice = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Meal for Tuesday Lunch' });
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    arrowsLikeChromium(choice);
    screen.getByRole('button', { name: 'Remove Beef Tehari from Tuesday Lunch' }).focus();

    await userEvent.tab();
    expect(choice).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');

    expect(choice).toHaveDisplayValue('Khichuri (Breakfast)');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add to Tuesday Lunch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: `/menu/${DATES[1]}/Lunch`, body: { mealIds: [tehari._id, khichuri._id] } }]));
  });

  it('when the admin removes a meal, then the slot is saved without it', async () => {
    const { calls } = fakeApi({
      [routeOf(API.getMenu)]: { body: menu(WEEK) },
      [routeOf(API.listMeals)]: { body: [tehari] },
      [routeOf(API.setMenuSlot, { params: { date: DATES[1], slot: 'Lunch' } })]: { body: { date: DATES[1], slots: { Breakfast: [], Lunch: [], Dinner: [] } } },
    });
    renderAdmin(<WeeklyMenu />);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Beef Tehari from Tuesday Lunch' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ mealIds: [] }));
  });

  it('when Next week is pressed, then the next ISO week is asked for', async () => {
    const { calls } = fakeApi({ [routeOf(API.getMenu)]: ({ path }) => ({ body: menu(path.includes('week=') ? '2027-W02' : WEEK) }), [routeOf(API.listMeals)]: { body: [] } });
    renderAdmin(<WeeklyMenu />);

    await userEvent.click(await screen.findByRole('button', { name: 'Next week →' }));

    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/menu?week=2027-W02'));
    expect(await screen.findByText(/^2027-W02:/)).toBeInTheDocument();
  });

  it('when the page is in Bengali, then the week, its days, slots, pickers and buttons read in Bengali, and the saved toast too', async () => {
    const toasts = recordToasts();
    saveTuesdayLunch();
    await act(() => changeLanguage('bn'));
    renderAdmin(<WeeklyMenu />);

    const section = await screen.findByRole('region', { name: 'সাপ্তাহিক মেনু' });
    expect(await within(section).findByText(/^সপ্তাহ ১: /)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'পরের সপ্তাহ →' })).toBeInTheDocument();
    const choice = await within(section).findByRole('combobox', { name: 'মঙ্গলবার দুপুরের খাবার-এর জন্য খাবার' });
    await waitFor(() => expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['খাবার বেছে নিন', 'Chicken Biryani (দুপুরের খাবার)', 'Khichuri (নাস্তা)']));
    expect(latinWords(document.body, ['Beef Tehari', 'Chicken Biryani', 'Khichuri'])).toEqual([]);

    await userEvent.selectOptions(choice, 'Chicken Biryani (দুপুরের খাবার)');
    await userEvent.click(within(section).getByRole('button', { name: 'মঙ্গলবার দুপুরের খাবার-এ যোগ করুন' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', text: expect.stringMatching(/-এর দুপুরের খাবার সংরক্ষিত$/) })));
    expect(toasts.map((toast) => toast.text).join(' ')).not.toMatch(/[A-Za-z]/);
  });
});
