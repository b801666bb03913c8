import { API } from '@hostel/contracts';
import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, GOLD_ID, renderDashboard } from '../test/render-dashboard';
import { UserDashboardPage } from './user-dashboard-page';

const EMPTY_LISTS = {
  [routeOf(API.listMyServeRequests, { query: { userId: GOLD_ID, page: '1' } })]: { body: { meals: [], totalPages: 0 } },
  [routeOf(API.listUserReviews, { params: { userId: GOLD_ID }, query: { page: '1', limit: '5' } })]: { body: { reviews: [], total: 0 } },
  [routeOf(API.listPayments, { params: { userId: GOLD_ID }, query: { page: '1', limit: '5' } })]: { body: { data: [], totalPages: 0 } },
};

describe('UserDashboardPage', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when opened, then the spec title and the four sections are linked in the spec order', async () => {
    fakeApi(EMPTY_LISTS);
    renderDashboard(<UserDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    const jump = screen.getAllByRole('navigation')[0]!;
    expect(within(jump).getAllByRole('link').map((link) => link.textContent)).toEqual(['My Profile', 'Requested Meals', 'All Reviews', 'Payment History']);
    expect(await screen.findByText('No payment history found yet.')).toBeInTheDocument();
  });

  it('when the page is in Bengali, then the title, jump list, sections and their empty texts read in Bengali; only the user\'s name and e-mail stay as they are', async () => {
    await act(() => changeLanguage('bn'));
    fakeApi(EMPTY_LISTS);
    const { container } = renderDashboard(<UserDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'আমার ড্যাশবোর্ড' })).toBeInTheDocument();
    const jump = screen.getAllByRole('navigation')[0]!;
    expect(within(jump).getAllByRole('link').map((link) => link.textContent)).toEqual(['আমার প্রোফাইল', 'অনুরোধ করা খাবার', 'সব রিভিউ', 'পেমেন্টের ইতিহাস']);
    expect(await screen.findByText('এখনো কোনো পেমেন্ট নেই।')).toBeInTheDocument();
    expect(await screen.findByText('আপনি এখনো কোনো খাবারের রিভিউ দেননি।')).toBeInTheDocument();
    expect(await screen.findByText('আপনি এখনো কোনো খাবারের অনুরোধ করেননি।')).toBeInTheDocument();
    expect(latinWords(container, ['Karima Begum', 'gold@hostel.local'])).toEqual([]);
  });
});
