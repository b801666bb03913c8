import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API, currentWeek, shiftWeek, todayInDhaka, weekDates, type MenuWeek } from '@hostel/contracts';
import { changeLanguage, stubSession } from '@hostel/ui';
import { latinWords, mealFixture, fakeApi, renderInRemote, routeOf } from '@hostel/ui/testing';
import { MenuPage } from './menu-page';

const empty = { Breakfast: [], Lunch: [], Dinner: [] };
const weekOf = (week: string, lunchTitle: string, updatedAt: string | null = new Date(Date.now() - 2 * 3600_000).toISOString()): MenuWeek => ({
  week,
  updatedAt,
  days: weekDates(week).map((date, index) => ({
    date,
    slots: index === 0 ? { ...empty, Lunch: [mealFixture({ _id: `64b00000000000000000${String(index).padStart(4, '0')}`, title: lunchTitle, dietTags: ['vegan'], allergens: ['sesame'] })] } : empty,
  })),
});

const THIS_WEEK = currentWeek();
const NEXT_WEEK = shiftWeek(THIS_WEEK, 1);
const PREVIOUS_WEEK = shiftWeek(THIS_WEEK, -1);

function renderMenu() {
  return renderInRemote(
    <Routes>
      <Route path="/menu" element={<MenuPage />} />
      <Route path="/meal/:id" element={<p>Meal page</p>} />
    </Routes>,
    { session: stubSession('visitor'), path: '/menu' },
  );
}

describe('MenuPage', () => {
  beforeEach(() => {
    fakeApi({
      [routeOf(API.getMenu)]: ({ path }) => ({ body: path.includes('week=') ? weekOf(path.split('week=')[1]!, 'Next Week Tehari', null) : weekOf(THIS_WEEK, 'Khichuri') }),
    });
  });

  it('when the page opens, then the heading, seven days Monday to Sunday and the last update show, today marked', async () => {
    renderMenu();
    expect(screen.getByRole('heading', { level: 1, name: "This Week's Menu" })).toBeInTheDocument();
    const days = await screen.findAllByTestId('menu-day');
    expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent?.split(' ')[0])).toEqual([
      'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
    ]);
    const today = days.find((day) => day.getAttribute('aria-current') === 'date')!;
    expect(within(today).getByText('Today')).toBeInTheDocument();
    expect(days.filter((day) => day.hasAttribute('aria-current'))).toHaveLength(1);
    expect(today).toHaveAccessibleName(expect.stringContaining(todayInDhaka().slice(8).replace(/^0/, '')));
    expect(screen.getByText('Last updated 2 hours ago')).toBeInTheDocument();
  });

  it('when a day has meals, then each links to its details with its labels named, and empty slots say so', async () => {
    renderMenu();
    const monday = (await screen.findAllByTestId('menu-day'))[0]!;
    expect(within(monday).getByRole('link', { name: 'Khichuri' })).toHaveAttribute('href', '/meal/64b000000000000000000000');
    expect(within(monday).getByRole('img', { name: 'Vegan' })).toBeInTheDocument();
    expect(within(monday).getByRole('img', { name: 'Contains sesame' })).toBeInTheDocument();
    expect(within(monday).getAllByText('Nothing planned')).toHaveLength(2);
  });

  it('when Next week is pressed, then the next ISO week loads, and This week comes back', async () => {
    renderMenu();
    await screen.findByRole('link', { name: 'Khichuri' });

    await userEvent.click(screen.getByRole('button', { name: 'Next week →' }));

    expect(await screen.findByRole('link', { name: 'Next Week Tehari' })).toBeInTheDocument();
    expect(screen.queryByText('Today')).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
    const monday = Number(weekDates(NEXT_WEEK)[0]!.slice(8));
    expect(screen.getAllByTestId('menu-day')[0]).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Monday .*\\b${monday}\\b`)));

    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('link', { name: 'Khichuri' })).toBeInTheDocument();
  });

  it('when Previous week is pressed, then the previous ISO week is asked for and shown, without today', async () => {
    const { calls } = fakeApi({
      [routeOf(API.getMenu)]: ({ path }) => ({ body: path.includes('week=') ? weekOf(path.split('week=')[1]!, 'Last Week Biryani', null) : weekOf(THIS_WEEK, 'Khichuri') }),
    });
    renderMenu();
    await screen.findByRole('link', { name: 'Khichuri' });

    await userEvent.click(screen.getByRole('button', { name: '← Previous week' }));

    expect(await screen.findByRole('link', { name: 'Last Week Biryani' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(`/menu?week=${PREVIOUS_WEEK}`);
    expect(screen.queryByText('Today')).toBeNull();
    const monday = Number(weekDates(PREVIOUS_WEEK)[0]!.slice(8));
    expect(screen.getAllByTestId('menu-day')[0]).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Monday .*\\b${monday}\\b`)));
  });
});

describe('MenuPage in Bengali', () => {
  beforeEach(() => {
    fakeApi({ [routeOf(API.getMenu)]: () => ({ body: weekOf(THIS_WEEK, 'Khichuri') }) });
  });
  afterEach(() => act(() => changeLanguage('en')));

  it('when the page is switched to Bengali, then heading, week buttons, weekdays, slots, today, labels and the last update read in Bengali; only meal titles stay Latin', async () => {
    const { container } = renderMenu();
    await screen.findByRole('link', { name: 'Khichuri' });

    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'এই সপ্তাহের মেনু' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← আগের সপ্তাহ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরের সপ্তাহ →' })).toBeInTheDocument();
    const days = screen.getAllByTestId('menu-day');
    expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent?.split(' ')[0])).toEqual([
      'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার', 'রবিবার',
    ]);
    const today = days.find((day) => day.getAttribute('aria-current') === 'date')!;
    expect(within(today).getByText('আজ')).toBeInTheDocument();
    expect(within(days[0]!).getByRole('heading', { level: 3, name: 'দুপুরের খাবার' })).toBeInTheDocument();
    expect(within(days[0]!).getAllByText('কিছু ঠিক হয়নি')).toHaveLength(2);
    expect(within(days[0]!).getByRole('img', { name: 'তিল আছে' })).toBeInTheDocument();
    expect(screen.getByText('সর্বশেষ হালনাগাদ ২ ঘণ্টা আগে')).toBeInTheDocument();
    expect(latinWords(container, ['Khichuri'])).toEqual([]);
  });

  it('when the menu cannot be loaded in Bengali, then the message and its retry button are Bengali', async () => {
    fakeApi({ [routeOf(API.getMenu)]: { status: 503, body: { success: false, message: 'down' } } });
    await act(() => changeLanguage('bn'));
    const { container } = renderMenu();
    expect(await screen.findByRole('alert')).toHaveTextContent('মেনু লোড করা যায়নি।');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(latinWords(container)).toEqual([]);
  });
});
