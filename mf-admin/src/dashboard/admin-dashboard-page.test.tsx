import { act, screen, within } from '@testing-library/react';
import { API, currentWeek, INSIGHTS_DAYS, INSIGHTS_WEEKS, MEAL_SLOTS, shiftDate, shiftWeek, todayInDhaka, weekDates } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, fakeId, meal, renderAdmin, upcomingMeal } from '../test/render-admin';
import { AdminDashboardPage } from './admin-dashboard-page';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const WEEK = currentWeek();
const TODAY = todayInDhaka();
const tehari = meal();
const person = { _id: fakeId('user'), name: 'Karima', email: 'karima@hostel.local', photo: null, photoURL: null, role: 'user', badge: 'Silver', creationTime: '', lastSignInTime: '' };

/** Every read the page's ten sections make, each with a little data, so every section shows its rows. */
function wholeDashboardApi() {
  return fakeApi({
    [routeOf(API.countMyMeals)]: { body: { count: 4 } },
    [routeOf(API.searchUsers, { query: { page: '1', limit: '10' } })]: { body: [person], headers: { 'X-Total-Count': '1' } },
    [routeOf(API.listMeals, { query: { page: '1', limit: '10' } })]: { body: [tehari], headers: { 'X-Total-Count': '1' } },
    [routeOf(API.listMeals)]: { body: [tehari] },
    [routeOf(API.getMenu)]: { body: { week: WEEK, updatedAt: null, days: weekDates(WEEK).map((date) => ({ date, slots: { Breakfast: [], Lunch: [tehari], Dinner: [] } })) } },
    [routeOf(API.getHeadcount)]: {
      body: { from: TODAY, to: TODAY, days: [{ date: TODAY, slots: MEAL_SLOTS.map((slot) => ({ slot, on: 10, guests: 1, plates: 11, off: 2, pending: false, locked: false, cutoffAt: `${TODAY}T04:00:00.000Z`, meals: [] })) }] },
    },
    [routeOf(API.listReviews, { query: { page: '1', limit: '10' } })]: { body: { reviews: [{ _id: fakeId('review'), mealId: tehari._id, mealTitle: tehari.title, mealLikes: 3, mealReviewsCount: 2, likes: 0, comment: 'Lovely', name: 'Karima', userId: person._id, rating: 5, time: '2026-03-05T14:30:00.000Z' }], total: 1 } },
    [routeOf(API.listServeRequests, { query: { page: '1', limit: '10' } })]: { body: [{ _id: fakeId('serve'), mealId: tehari._id, title: tehari.title, likes: 0, reviews: 0, status: 'Pending', userName: 'Karima', userEmail: person.email, userId: person._id, createdAt: '' }], headers: { 'X-Total-Count': '1' } },
    [routeOf(API.listUpcoming)]: { body: [upcomingMeal({ _id: fakeId('upcoming'), title: 'Haleem', likes: 2 })] },
    [routeOf(API.mealsInsights)]: { body: { requestsPerDay: Array.from({ length: INSIGHTS_DAYS }, (_unused, index) => ({ date: shiftDate(TODAY, index - INSIGHTS_DAYS + 1), count: index % 4 })), ratingDistribution: [0, 0, 1, 0, 1], topLiked: [tehari], topRated: [tehari] } },
    [routeOf(API.paymentsInsights)]: { body: { revenuePerWeek: Array.from({ length: INSIGHTS_WEEKS }, (_unused, index) => ({ week: shiftWeek(WEEK, index - INSIGHTS_WEEKS + 1), silver: 499, gold: 0, platinum: 1299 })) } },
  });
}

describe('AdminDashboardPage', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the admin opens the dashboard, then the spec title, the jump list and the ten sections are there in order', async () => {
    wholeDashboardApi();
    renderAdmin(<AdminDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const jump = within(screen.getByRole('navigation')).getAllByRole('link').map((link) => link.textContent);
    expect(jump).toEqual(['Profile', 'Users', 'Add Meal', 'Meals', 'Weekly Menu', 'Headcount', 'Reviews', 'Serve', 'Upcoming', 'Insights']);
    expect(await screen.findByTestId('meals-added')).toHaveTextContent('4');
  });

  it('when the page is in Bengali, then the whole dashboard reads in Bengali: no Latin letter left but the data (meal titles, names, e-mails)', async () => {
    wholeDashboardApi();
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<AdminDashboardPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'মিল গণনা' })).toHaveAttribute('href', '#headcount');
    expect(await screen.findByTestId('meals-added')).toHaveTextContent('৪');
    // Every section has its rows before the page is read.
    await within(screen.getByRole('region', { name: 'ইউজার ব্যবস্থাপনা' })).findByText('Karima');
    await screen.findByText('Haleem');
    await screen.findByRole('table', { name: 'সেরা রেটিংয়ের খাবার' });
    await screen.findByRole('row', { name: new RegExp('নাস্তা$') });
    await within(screen.getByRole('region', { name: 'খাবার পরিবেশন' })).findByText('অপেক্ষমাণ');
    await within(screen.getByRole('region', { name: 'সব রিভিউ' })).findByText(tehari.title);
    await within(screen.getByRole('region', { name: 'সাপ্তাহিক মেনু' })).findAllByText(tehari.title);

    // The signed-in admin (Hostel Admin) and the meals' distributor 'Admin' are data too.
    const data = [tehari.title, 'Haleem', 'Karima', person.email, 'Hostel Admin', 'Admin', 'admin@hostel.local'];
    expect(latinWords(container, data)).toEqual([]);
  });
});
