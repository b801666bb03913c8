import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { ManageUsers } from './manage-users';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const user = (id: string, name: string, role: 'user' | 'admin', badge = 'Bronze') => ({ _id: id, name, email: `${name.toLowerCase()}@hostel.local`, photo: null, photoURL: null, role, badge, creationTime: '', lastSignInTime: '' });

describe('ManageUsers', () => {
  it('when users load, then only non-admins get a Make Admin button, and pressing it promotes and refetches', async () => {
    let promoted = false;
    const { calls } = fakeApi({
      'GET /users?page=1&limit=10': () => ({ body: [user('dd0000000000000000000001', 'Karima', promoted ? 'admin' : 'user', 'Gold'), user('dd0000000000000000000002', 'Boss', 'admin')], headers: { 'X-Total-Count': '2' } }),
      'PATCH /users/make-admin/dd0000000000000000000001': () => {
        promoted = true;
        return { body: { success: true, modifiedCount: 1 } };
      },
    });
    renderAdmin(<ManageUsers />);

    const karima = (await screen.findByText('Karima')).closest('tr')!;
    expect(within(karima).getByText('Gold')).toBeInTheDocument();
    expect(within(screen.getByText('Boss').closest('tr')!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(karima).getByRole('button', { name: 'Make Karima admin' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make Karima admin' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path.startsWith('/users?'))).toHaveLength(2);
  });

  it('when the admin types in the search box, then users are searched by that text from page 1', async () => {
    const { calls } = fakeApi({
      'GET /users?page=1&limit=10': { body: [user('dd0000000000000000000001', 'Karima', 'user')], headers: { 'X-Total-Count': '1' } },
      'GET /users?search=rahim&page=1&limit=10': { body: [user('dd0000000000000000000003', 'Rahim', 'user')], headers: { 'X-Total-Count': '1' } },
    });
    renderAdmin(<ManageUsers />);
    await screen.findByText('Karima');
    await userEvent.type(screen.getByLabelText('Search users'), 'rahim');
    expect(await screen.findByText('Rahim')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/users?search=rahim&page=1&limit=10');
  });
});
