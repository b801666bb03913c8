import { API } from '@hostel/contracts';
import { act, screen, within } from '@testing-library/react';
import type { MealsInsights, PaymentsInsights } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { Insights } from './insights-section';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const meal = (id: string, title: string, likes: number, rating: number) => ({
  _id: id, title, category: 'Lunch', price: 200, image: '/x.webp', description: 'd', ingredients: 'i', postTime: '1:00 PM', distributorName: 'Admin',
  createdAt: '2025-01-01T00:00:00.000Z', likes, likedByMe: false, dietTags: [], allergens: [], rating, ratingCount: 2, reviewsCount: 2,
});

const days = Array.from({ length: 30 }, (_, index) => ({ date: `2025-03-${String(index + 1).padStart(2, '0')}`, count: index === 29 ? 7 : index % 3 }));
const MEALS: MealsInsights = {
  requestsPerDay: days,
  ratingDistribution: [1, 0, 4, 9, 12],
  topLiked: [meal('64c000000000000000000001', 'Mutton Kacchi', 12, 4.5), meal('64c000000000000000000002', 'Beef Tehari', 9, 4)] as MealsInsights['topLiked'],
  topRated: [meal('64c000000000000000000003', 'Ilish Bhapa Thali', 3, 4.8)] as MealsInsights['topRated'],
};
const PAYMENTS: PaymentsInsights = {
  revenuePerWeek: Array.from({ length: 12 }, (_, index) => ({ week: `2025-W${String(index + 1).padStart(2, '0')}`, silver: index === 11 ? 499 : 0, gold: index === 11 ? 798 : 399, platinum: index === 11 ? 1299 : 0 })),
};

/** The cells of a table's rows, header cell first. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Insights', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the insights load, then each chart has a named data table with its numbers, and the charts are hidden from screen readers', async () => {
    fakeApi({ [routeOf(API.mealsInsights)]: { body: MEALS }, [routeOf(API.paymentsInsights)]: { body: PAYMENTS } });
    renderAdmin(<Insights />);

    const requests = await screen.findByRole('table', { name: 'Requests per day, last 30 days' });
    expect(within(requests).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Requests']);
    expect(rowsOf(requests)).toHaveLength(30);
    expect(rowsOf(requests).at(-1)).toEqual(['2025-03-30', '7']);
    expect(within(requests).getAllByRole('rowheader')).toHaveLength(30);
    // The table sits right in the visually hidden box: no sideways scroller of its own (a region no keyboard reaches),
    // no phone-card labels to read twice.
    expect(getComputedStyle(requests.parentElement!)).toMatchObject({ position: 'absolute', overflow: 'hidden', width: '1px' });
    expect(requests.querySelectorAll('[data-label]')).toHaveLength(0);

    const revenue = await screen.findByRole('table', { name: 'Revenue per week by package, last 12 weeks' });
    expect(within(revenue).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Week', 'Silver', 'Gold', 'Platinum']);
    expect(rowsOf(revenue).at(-1)).toEqual(['2025-W12', '499 tk.', '798 tk.', '1,299 tk.']);

    expect(rowsOf(screen.getByRole('table', { name: 'Reviews by rating' }))).toEqual([
      ['1 stars', '1'],
      ['2 stars', '0'],
      ['3 stars', '4'],
      ['4 stars', '9'],
      ['5 stars', '12'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Top liked meals' }))).toEqual([
      ['Mutton Kacchi', '12'],
      ['Beef Tehari', '9'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Top rated meals' }))).toEqual([['Ilish Bhapa Thali', '4.8 / 5']]);

    for (const name of ['Requests per day (last 30 days)', 'Revenue per week by package (last 12 weeks, taka)', 'Rating distribution', 'Top liked and top rated meals']) {
      const figure = screen.getByRole('figure', { name });
      expect(figure.querySelector('[data-chart]')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('when no meal has been liked yet, then its table says there is nothing yet', async () => {
    fakeApi({ [routeOf(API.mealsInsights)]: { body: { ...MEALS, topLiked: [] } }, [routeOf(API.paymentsInsights)]: { body: PAYMENTS } });
    renderAdmin(<Insights />);

    expect(rowsOf(await screen.findByRole('table', { name: 'Top liked meals' }))).toEqual([['Nothing yet.']]);
  });

  it('when the payments insights fail, then that chart says so and the others still show', async () => {
    fakeApi({ [routeOf(API.mealsInsights)]: { body: MEALS }, [routeOf(API.paymentsInsights)]: { status: 503, body: { success: false, message: 'down' } } });
    renderAdmin(<Insights />);

    const revenue = await screen.findByRole('figure', { name: 'Revenue per week by package (last 12 weeks, taka)' });
    expect(await within(revenue).findByRole('alert')).toHaveTextContent('Failed to load insights.');
    expect(await screen.findByRole('table', { name: 'Reviews by rating' })).toBeInTheDocument();
  });

  it('when the page is in Bengali, then the captions, the tables behind the charts and their numbers and taka read in Bengali', async () => {
    fakeApi({ [routeOf(API.mealsInsights)]: { body: MEALS }, [routeOf(API.paymentsInsights)]: { body: PAYMENTS } });
    await act(() => changeLanguage('bn'));
    renderAdmin(<Insights />);

    expect(screen.getByRole('heading', { name: 'পরিসংখ্যান' })).toBeInTheDocument();
    const requests = await screen.findByRole('table', { name: 'দিনে অনুরোধ, গত ৩০ দিন' });
    expect(rowsOf(requests).at(-1)).toEqual(['৩০ মার্চ, ২০২৫', '৭']);
    const revenue = await screen.findByRole('table', { name: 'প্যাকেজ অনুযায়ী সাপ্তাহিক আয়, গত ১২ সপ্তাহ' });
    expect(within(revenue).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['সপ্তাহ', 'সিলভার', 'গোল্ড', 'প্লাটিনাম']);
    expect(rowsOf(revenue).at(-1)).toEqual(['সপ্তাহ ১২', '৪৯৯ টাকা', '৭৯৮ টাকা', '১,২৯৯ টাকা']);
    expect(rowsOf(screen.getByRole('table', { name: 'রেটিং অনুযায়ী রিভিউ' }))[0]).toEqual(['১ তারা', '১']);
    expect(rowsOf(screen.getByRole('table', { name: 'সেরা রেটিংয়ের খাবার' }))).toEqual([['Ilish Bhapa Thali', '৪.৮ / ৫']]);
    expect(latinWords(document.body, ['Mutton Kacchi', 'Beef Tehari', 'Ilish Bhapa Thali'])).toEqual([]);
  });
});
