import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, GOLD_ID, renderDashboard } from '../test/render-dashboard';
import { MyReviews } from './my-reviews';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

const review = { _id: 'cc0000000000000000000001', mealId: 'aa0000000000000000000001', mealTitle: 'Beef Tehari', mealLikes: 4, mealReviewsCount: 2, likes: 4, comment: 'Lovely and spicy', name: 'Karima', userId: GOLD_ID, rating: 4, time: '2026-03-05T14:30:00.000Z' };
const LIST = routeOf(API.listUserReviews, { params: { userId: GOLD_ID }, query: { page: 1, limit: 5 } });

describe('MyReviews', () => {
  beforeEach(() => fire.mockReset());

  it('when the eye button is pressed, then the review opens in a modal that X closes', async () => {
    fakeApi({ [LIST]: { body: { reviews: [review], total: 1 } } });
    renderDashboard(<MyReviews />);
    await userEvent.click(await screen.findByRole('button', { name: 'View review of Beef Tehari' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Review Details')).toBeInTheDocument();
    expect(within(dialog).getByText('Lovely and spicy')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).queryByText('Lovely and spicy')).not.toBeInTheDocument();
  });

  describe('in Bengali', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('when reviews load and one is opened, then the table, its buttons and the review modal read in Bengali, only the meal and the comment stay as they are', async () => {
      await act(() => changeLanguage('bn'));
      fakeApi({ [LIST]: { body: { reviews: [review], total: 1 } } });
      const { container } = renderDashboard(<MyReviews />);
      const view = await screen.findByRole('button', { name: 'Beef Tehari-এর রিভিউ দেখুন' });
      expect(screen.getByRole('heading', { name: 'সব রিভিউ' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Beef Tehari-এর রিভিউ মুছুন' })).toHaveTextContent('মুছুন');
      expect(latinWords(container, ['Beef Tehari', 'Lovely and spicy'])).toEqual([]);

      await userEvent.click(view);
      const dialog = screen.getByRole('dialog', { hidden: true });
      expect(within(dialog).getByText('রিভিউয়ের বিস্তারিত')).toBeInTheDocument();
      expect(within(dialog).getAllByText('৪')).toHaveLength(2); // the rating and the likes
      expect(latinWords(dialog, ['Beef Tehari', 'Lovely and spicy'])).toEqual([]);
    });

    it('when a delete is asked for, then the confirmation reads in Bengali', async () => {
      await act(() => changeLanguage('bn'));
      fire.mockResolvedValueOnce({ isConfirmed: false });
      fakeApi({ [LIST]: { body: { reviews: [review], total: 1 } } });
      renderDashboard(<MyReviews />);
      await userEvent.click(await screen.findByRole('button', { name: 'Beef Tehari-এর রিভিউ মুছুন' }));
      await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'আপনি কি নিশ্চিত?', text: 'Beef Tehari-এর রিভিউটি মুছে যাবে।', confirmButtonText: 'হ্যাঁ, মুছুন!' })));
    });
  });

  it('when there are 12 reviews, then three pages are offered', async () => {
    fakeApi({ [LIST]: { body: { reviews: [review], total: 12 } } });
    renderDashboard(<MyReviews />);
    const pages = await screen.findByRole('navigation', { name: 'All Reviews pages' });
    expect(within(pages).getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: '4' })).not.toBeInTheDocument();
  });

  it('when loading fails, then the spec message is shown', async () => {
    fakeApi({ [LIST]: { status: 500, body: { success: false, message: 'boom' } } });
    renderDashboard(<MyReviews />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews.');
  });

  it('when a delete is confirmed, then the review is deleted through its meal and the spec message shows', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: true });
    const { calls } = fakeApi({ [LIST]: { body: { reviews: [review], total: 1 } }, [routeOf(API.deleteReview, { params: { mealId: 'aa0000000000000000000001', reviewId: 'cc0000000000000000000001' } })]: { body: { success: true } } });
    renderDashboard(<MyReviews />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete review of Beef Tehari' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deleted!', text: 'Review deleted successfully.' })));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/meals/aa0000000000000000000001/reviews/cc0000000000000000000001')).toBe(true);
    // The list is invalidated and asked for again.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('when a delete fails without a server reason, then the spec failure message shows', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: true });
    fakeApi({ [LIST]: { body: { reviews: [review], total: 1 } }, [routeOf(API.deleteReview, { params: { mealId: 'aa0000000000000000000001', reviewId: 'cc0000000000000000000001' } })]: { status: 503, body: { success: false, message: 'The API is unavailable' } } });
    renderDashboard(<MyReviews />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete review of Beef Tehari' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error', text: 'Failed to delete review.' })));
  });

  it('when the server refuses the delete, then its message shows', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: true });
    fakeApi({ [LIST]: { body: { reviews: [review], total: 1 } }, [routeOf(API.deleteReview, { params: { mealId: 'aa0000000000000000000001', reviewId: 'cc0000000000000000000001' } })]: { status: 403, body: { success: false, message: 'Forbidden access' } } });
    renderDashboard(<MyReviews />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete review of Beef Tehari' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error', text: 'Forbidden access' })));
  });
});
