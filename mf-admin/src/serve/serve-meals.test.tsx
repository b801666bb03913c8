import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@hostel/ui';
import { latinWords, fakeEventStream, withEventStream, routeOf } from '@hostel/ui/testing';
import { fakeApi, recordToasts, renderAdmin } from '../test/render-admin';
import { ServeMeals } from './serve-meals';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const request = (status: 'Pending' | 'Delivered') => ({ _id: 'bb0000000000000000000001', mealId: 'aa0000000000000000000001', title: 'Beef Tehari', likes: 0, reviews: 0, status, userName: 'Karima', userEmail: 'gold@hostel.local', userId: 'dd0000000000000000000001', createdAt: '' });

describe('ServeMeals', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when Deliver is pressed, then the request is marked delivered and its button goes away', async () => {
    let delivered = false;
    const { calls } = fakeApi({
      [routeOf(API.listServeRequests, { query: { page: '1', limit: '10' } })]: () => ({ body: [request(delivered ? 'Delivered' : 'Pending')], headers: { 'X-Total-Count': '1' } }),
      [routeOf(API.deliverServeRequest, { params: { id: 'bb0000000000000000000001' } })]: () => {
        delivered = true;
        return { body: { success: true, modifiedCount: 1 } };
      },
    });
    renderAdmin(<ServeMeals />);
    const row = (await screen.findByText('Beef Tehari')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Deliver Beef Tehari to Karima' }));
    await waitFor(() => expect(within(row).getByText('Delivered')).toBeInTheDocument());
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/serve-meals/bb0000000000000000000001')).toBe(true);
  });

  it('when students make and cancel requests, then the table shows the new one and drops the cancelled one without a reload', async () => {
    window.localStorage.setItem('token', 'admin-token');
    const live = (id: string, title: string) => ({ _id: id, mealId: '64c000000000000000000002', title, likes: 0, reviews: 0, status: 'Pending' as const, userName: 'Rahim', userEmail: 'silver@hostel.local', userId: '64c000000000000000000003', createdAt: '2025-01-01T12:00:00.000Z' });
    const kept = live('64c000000000000000000021', 'Chicken Biryani');
    const made = live('64c000000000000000000022', 'Mutton Kacchi');
    let rows = [kept];
    const { fetchMock } = fakeApi({ [routeOf(API.listServeRequests, { query: { page: '1', limit: '10' } })]: () => ({ body: rows, headers: { 'X-Total-Count': String(rows.length) } }) });
    const stream = fakeEventStream();
    withEventStream(stream, fetchMock);
    renderAdmin(<ServeMeals />);
    await screen.findByText('Chicken Biryani');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.latest().headers.Authorization).toBe('Bearer admin-token');

    rows = [made, kept];
    stream.send({ id: '1700000000000-0', type: 'serve-request.created', data: made });
    expect(await screen.findByText('Mutton Kacchi')).toBeInTheDocument();

    rows = [made];
    stream.send({ id: '1700000000000-1', type: 'serve-request.cancelled', data: kept });
    await waitFor(() => expect(screen.queryByText('Chicken Biryani')).not.toBeInTheDocument());
    expect(screen.getByText('Mutton Kacchi')).toBeInTheDocument();
    window.localStorage.removeItem('token');
  });

  it('when the page is in Bengali, then the requests, their status and Deliver read in Bengali, and so does the toast', async () => {
    const toasts = recordToasts();
    let delivered = false;
    fakeApi({
      [routeOf(API.listServeRequests, { query: { page: '1', limit: '10' } })]: () => ({ body: [request(delivered ? 'Delivered' : 'Pending')], headers: { 'X-Total-Count': '1' } }),
      [routeOf(API.deliverServeRequest, { params: { id: 'bb0000000000000000000001' } })]: () => {
        delivered = true;
        return { body: { success: true, modifiedCount: 1 } };
      },
    });
    await act(() => changeLanguage('bn'));
    renderAdmin(<ServeMeals />);

    const row = (await screen.findByText('Beef Tehari')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'খাবার পরিবেশন' })).toBeInTheDocument();
    expect(within(row).getByText('অপেক্ষমাণ')).toBeInTheDocument();
    expect(latinWords(document.body, ['Beef Tehari', 'Karima', 'gold@hostel.local'])).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Karima-কে Beef Tehari পরিবেশন করুন' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', text: 'Karima-কে Beef Tehari পরিবেশন করা হয়েছে' }));
    expect(await within(row).findByText('পরিবেশিত')).toBeInTheDocument();
  });
});
