import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { changeLanguage, formatDateTime } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { AllReviewsTable } from './all-reviews-table';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

const review = { _id: 'cc0000000000000000000001', mealId: 'aa0000000000000000000001', mealTitle: 'Beef Tehari', mealLikes: 4, mealReviewsCount: 2, likes: 4, comment: 'Lovely', name: 'Karima', userId: 'dd0000000000000000000001', rating: 5, time: '2026-03-05T14:30:00.000Z' };

describe('AllReviewsTable', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when there are no reviews, then the spec text is shown', async () => {
    fakeApi({ [routeOf(API.listReviews, { query: { page: '1', limit: '10' } })]: { body: { reviews: [], total: 0 } } });
    renderAdmin(<AllReviewsTable />);
    expect(await screen.findByText('No reviews found.')).toBeInTheDocument();
  });

  it('when View is pressed, then name, user id, comment and time in medium date with short time are shown', async () => {
    fakeApi({ [routeOf(API.listReviews, { query: { page: '1', limit: '10' } })]: { body: { reviews: [review], total: 1 } } });
    renderAdmin(<AllReviewsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'View review by Karima on Beef Tehari' }));
    expect(screen.getByText('dd0000000000000000000001')).toBeInTheDocument();
    expect(screen.getByText('Lovely')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(review.time))).toBeInTheDocument();
    expect(formatDateTime(review.time)).toMatch(/2026/);
  });

  it('when a delete is confirmed, then the review is deleted through its meal and the spec message shows', async () => {
    fire.mockResolvedValue({ isConfirmed: true });
    const { calls } = fakeApi({ [routeOf(API.listReviews, { query: { page: '1', limit: '10' } })]: { body: { reviews: [review], total: 1 } }, [routeOf(API.deleteReview, { params: { mealId: 'aa0000000000000000000001', reviewId: 'cc0000000000000000000001' } })]: { body: { success: true } } });
    renderAdmin(<AllReviewsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete review by Karima on Beef Tehari' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deleted!', text: 'Review deleted successfully.' })));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/meals/aa0000000000000000000001/reviews/cc0000000000000000000001')).toBe(true);
  });

  it('when the page is in Bengali, then the table, the review’s details and the delete question read in Bengali', async () => {
    fire.mockResolvedValue({ isConfirmed: false });
    fakeApi({ [routeOf(API.listReviews, { query: { page: '1', limit: '10' } })]: { body: { reviews: [review], total: 1 } } });
    await act(() => changeLanguage('bn'));
    renderAdmin(<AllReviewsTable />);

    const row = (await screen.findByText('Beef Tehari')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'সব রিভিউ' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Beef Tehari', '৪', '২', 'মুছুনদেখুন']);
    await userEvent.click(within(row).getByRole('button', { name: 'Beef Tehari নিয়ে Karima-এর রিভিউ দেখুন' }));
    expect(screen.getByText('রিভিউয়ের বিস্তারিত')).toBeInTheDocument();
    expect(latinWords(document.body, ['Beef Tehari', 'Karima', 'Lovely', review.userId])).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Beef Tehari নিয়ে Karima-এর রিভিউ মুছুন' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'আপনি কি নিশ্চিত?', text: 'Beef Tehari নিয়ে Karima-এর রিভিউটি মুছে যাবে।' })));
  });
});
