import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { ServeMeals } from './serve-meals';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const request = (status: 'Pending' | 'Delivered') => ({ _id: 'r1', mealId: 'm1', title: 'Beef Tehari', likes: 0, reviews: 0, status, userName: 'Karima', userEmail: 'gold@hostel.local', userId: 'u1', createdAt: '' });

describe('ServeMeals', () => {
  it('when Deliver is pressed, then the request is marked delivered and its button goes away', async () => {
    let delivered = false;
    const { calls } = fakeApi({
      'GET /serve-meals?page=1&limit=10': () => ({ body: [request(delivered ? 'Delivered' : 'Pending')], headers: { 'X-Total-Count': '1' } }),
      'PATCH /serve-meals/r1': () => {
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
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/serve-meals/r1')).toBe(true);
  });
});
