import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { changeLanguage } from '@hostel/ui';
import { fakeEventStream, withEventStream, latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, GOLD_ID, recordToasts, renderDashboard } from '../test/render-dashboard';
import { RequestedMeals } from './requested-meals';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

const request = (id: string, title: string, status: 'Pending' | 'Delivered') => ({ _id: id, mealId: 'aa0000000000000000000001', title, likes: 2, reviews: 1, status, userName: 'Karima', userEmail: 'gold@hostel.local', userId: GOLD_ID, createdAt: '' });
const LIST = routeOf(API.listMyServeRequests, { query: { userId: GOLD_ID, page: 1 } });

describe('RequestedMeals', () => {
  beforeEach(() => fire.mockReset());

  it('when requests load, then Pending shows in the warning colour and Delivered in the success colour', async () => {
    fakeApi({ [LIST]: { body: { meals: [request('bb0000000000000000000001', 'Beef Tehari', 'Pending'), request('bb0000000000000000000002', 'Dal Puri', 'Delivered')], totalPages: 1 } } });
    renderDashboard(<RequestedMeals />);
    const pending = await screen.findByText('Pending');
    const delivered = screen.getByText('Delivered');
    expect(getComputedStyle(pending).color).toBe('rgb(180, 83, 9)');
    expect(getComputedStyle(delivered).color).toBe('rgb(21, 128, 61)');
  });

  it('when a request is Delivered, then only the Pending one offers Cancel', async () => {
    fakeApi({ [LIST]: { body: { meals: [request('bb0000000000000000000001', 'Beef Tehari', 'Pending'), request('bb0000000000000000000002', 'Dal Puri', 'Delivered')], totalPages: 1 } } });
    renderDashboard(<RequestedMeals />);
    const delivered = (await screen.findByText('Dal Puri')).closest('tr')!;
    expect(within(delivered).queryByRole('button')).toBeNull();
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    const pending = screen.getByText('Beef Tehari').closest('tr')!;
    expect(within(pending).getByRole('button', { name: 'Cancel request for Beef Tehari' })).toBeEnabled();
  });

  it('when loading fails, then the spec message is shown', async () => {
    fakeApi({ [LIST]: { status: 503, body: { success: false, message: 'down' } } });
    renderDashboard(<RequestedMeals />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching requested meals.');
  });

  it('when a cancel is confirmed, then the request is deleted, the list refetches and the spec message shows', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: true });
    let cancelled = false;
    const { calls } = fakeApi({
      [LIST]: () => ({ body: { meals: cancelled ? [] : [request('bb0000000000000000000001', 'Beef Tehari', 'Pending')], totalPages: cancelled ? 0 : 1 } }),
      [routeOf(API.cancelServeRequest, { params: { id: 'bb0000000000000000000001' } })]: () => {
        cancelled = true;
        return { body: { success: true, deletedCount: 1 } };
      },
    });
    renderDashboard(<RequestedMeals />);
    const row = (await screen.findByText('Beef Tehari')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel request for Beef Tehari' }));

    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'Are you sure?', text: "You won't be able to revert this cancellation!", confirmButtonText: 'Yes, cancel it!' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cancelled!', text: 'Your request has been cancelled successfully.' })));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/serve-meals/bb0000000000000000000001', body: undefined }]);
    expect(await screen.findByText('You have not requested any meals yet.')).toBeInTheDocument();
  });

  it('when the cancel is not confirmed, then nothing is deleted', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: false });
    const { calls } = fakeApi({ [LIST]: { body: { meals: [request('bb0000000000000000000001', 'Beef Tehari', 'Pending')], totalPages: 1 } } });
    renderDashboard(<RequestedMeals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request for Beef Tehari' }));
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('when the cancel fails, then the spec failure message shows', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: true });
    fakeApi({ [LIST]: { body: { meals: [request('bb0000000000000000000001', 'Beef Tehari', 'Pending')], totalPages: 1 } }, [routeOf(API.cancelServeRequest, { params: { id: 'bb0000000000000000000001' } })]: { status: 503, body: { success: false, message: 'down' } } });
    renderDashboard(<RequestedMeals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request for Beef Tehari' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error', text: 'Something went wrong while cancelling the request.' })));
  });

  it('when there are more pages, then the next page is asked for by number', async () => {
    const { calls } = fakeApi({
      [LIST]: { body: { meals: [request('bb0000000000000000000001', 'Beef Tehari', 'Pending')], totalPages: 2 } },
      [routeOf(API.listMyServeRequests, { query: { userId: GOLD_ID, page: '2' } })]: { body: { meals: [request('bb0000000000000000000006', 'Khichuri', 'Delivered')], totalPages: 2 } },
    });
    renderDashboard(<RequestedMeals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Khichuri')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`/serve-meals/user?userId=${GOLD_ID}&page=2`);
  });

  describe('in Bengali', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('when requests load, then headers, statuses, counts and Cancel read in Bengali, the meal titles stay as they are', async () => {
      await act(() => changeLanguage('bn'));
      fakeApi({ [LIST]: { body: { meals: [request('bb0000000000000000000001', 'Beef Tehari', 'Pending'), request('bb0000000000000000000002', 'Dal Puri', 'Delivered')], totalPages: 1 } } });
      const { container } = renderDashboard(<RequestedMeals />);
      const row = (await screen.findByText('Beef Tehari')).closest('tr')!;
      expect(screen.getByRole('heading', { name: 'অনুরোধ করা খাবার' })).toBeInTheDocument();
      expect(within(row).getByText('অপেক্ষমাণ')).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Beef Tehari-এর অনুরোধ বাতিল করুন' })).toHaveTextContent('বাতিল');
      expect(within(row).getByText('২')).toBeInTheDocument();
      expect(screen.getByText('পরিবেশিত')).toBeInTheDocument();
      expect(latinWords(container, ['Beef Tehari', 'Dal Puri'])).toEqual([]);
    });

    it('when a cancel is asked for, then the confirmation reads in Bengali', async () => {
      await act(() => changeLanguage('bn'));
      fire.mockResolvedValueOnce({ isConfirmed: false });
      fakeApi({ [LIST]: { body: { meals: [request('bb0000000000000000000001', 'Beef Tehari', 'Pending')], totalPages: 1 } } });
      renderDashboard(<RequestedMeals />);
      await userEvent.click(await screen.findByRole('button', { name: 'Beef Tehari-এর অনুরোধ বাতিল করুন' }));
      await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'আপনি কি নিশ্চিত?', confirmButtonText: 'হ্যাঁ, বাতিল করুন!' })));
    });
  });

  describe('live', () => {
    const LIVE_ID = '64c000000000000000000011';
    const live = (status: 'Pending' | 'Delivered', userId = GOLD_ID) => ({ ...request(LIVE_ID, 'Morog Polao', status), mealId: '64c000000000000000000012', userId, createdAt: '2025-01-01T12:00:00.000Z' });
    beforeEach(() => window.localStorage.setItem('token', 'session-token'));
    afterEach(() => window.localStorage.removeItem('token'));

    it('when the admin delivers a request, then its row turns Delivered without a reload and the spec toast shows', async () => {
      let status: 'Pending' | 'Delivered' = 'Pending';
      const { fetchMock } = fakeApi({ [LIST]: () => ({ body: { meals: [live(status)], totalPages: 1 } }) });
      const stream = fakeEventStream();
      withEventStream(stream, fetchMock);
      const toasts = recordToasts();
      renderDashboard(<RequestedMeals />);
      const row = (await screen.findByText('Morog Polao')).closest('tr')!;
      expect(within(row).getByText('Pending')).toBeInTheDocument();
      await waitFor(() => expect(stream.connections).toHaveLength(1));
      expect(stream.latest().headers.Authorization).toBe('Bearer session-token');

      status = 'Delivered';
      stream.send({ id: '1700000000000-0', type: 'serve-request.updated', data: live('Delivered') });

      await waitFor(() => expect(within(row).getByText('Delivered')).toBeInTheDocument());
      expect(within(row).queryByRole('button')).toBeNull();
      expect(toasts).toEqual([{ type: 'success', text: 'Your meal "Morog Polao" has been delivered.' }]);
    });

    it("when an event is about somebody else's request, then nothing changes and nothing toasts", async () => {
      const { fetchMock, calls } = fakeApi({ [LIST]: { body: { meals: [live('Pending')], totalPages: 1 } } });
      const stream = fakeEventStream();
      withEventStream(stream, fetchMock);
      const toasts = recordToasts();
      renderDashboard(<RequestedMeals />);
      await screen.findByText('Morog Polao');
      await waitFor(() => expect(stream.connections).toHaveLength(1));
      const reads = calls.length;

      stream.send({ id: '1700000000000-1', type: 'serve-request.updated', data: live('Delivered', '64c000000000000000000099') });
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(screen.getByText('Pending')).toBeInTheDocument();
      expect(toasts).toEqual([]);
      expect(calls.length).toBe(reads);
    });

    it('when the dashboard unmounts (sign-out leaves it), then the stream closes', async () => {
      const { fetchMock } = fakeApi({ [LIST]: { body: { meals: [], totalPages: 0 } } });
      const stream = fakeEventStream();
      withEventStream(stream, fetchMock);
      const { unmount } = renderDashboard(<RequestedMeals />);
      await waitFor(() => expect(stream.connections).toHaveLength(1));
      unmount();
      expect(stream.latest().aborted).toBe(true);
    });
  });
});
