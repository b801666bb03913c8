import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import Swal from 'sweetalert2';
import { fakeApi, recordToasts, renderAdmin } from '../test/render-admin';
import { ManageUsers } from './manage-users';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

const user = (id: string, name: string, role: 'user' | 'admin', badge = 'Bronze') => ({ _id: id, name, email: `${name.toLowerCase()}@hostel.local`, photo: null, photoURL: null, role, badge, creationTime: '', lastSignInTime: '' });

describe('ManageUsers', () => {
  beforeEach(() => fire.mockReset());
  afterEach(() => act(() => changeLanguage('en')));

  it('when users load, then only non-admins get a Make Admin button, and pressing it promotes and refetches', async () => {
    let promoted = false;
    const { calls } = fakeApi({
      [routeOf(API.searchUsers, { query: { page: '1', limit: '10' } })]: () => ({ body: [user('dd0000000000000000000001', 'Karima', promoted ? 'admin' : 'user', 'Gold'), user('dd0000000000000000000002', 'Boss', 'admin')], headers: { 'X-Total-Count': '2' } }),
      [routeOf(API.makeAdmin, { params: { id: 'dd0000000000000000000001' } })]: () => {
        promoted = true;
        return { body: { success: true, modifiedCount: 1 } };
      },
    });
    renderAdmin(<ManageUsers />);

    const karima = (await screen.findByText('Karima')).closest('tr')!;
    expect(within(karima).getByText('Gold')).toBeInTheDocument();
    expect(within(screen.getByText('Boss').closest('tr')!).queryByRole('button', { name: /Make Admin/ })).not.toBeInTheDocument();

    await userEvent.click(within(karima).getByRole('button', { name: 'Make Admin: Karima' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make Admin: Karima' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path.startsWith('/users?'))).toHaveLength(2);
  });

  it('when Revoke sessions is confirmed, then the user’s sessions are ended and a toast says so; cancelled, nothing is called', async () => {
    const toasts = recordToasts();
    const { calls } = fakeApi({
      [routeOf(API.searchUsers, { query: { page: '1', limit: '10' } })]: { body: [user('dd0000000000000000000001', 'Karima', 'user'), user('dd0000000000000000000002', 'Boss', 'admin')], headers: { 'X-Total-Count': '2' } },
      [routeOf(API.revokeUserSessions, { params: { id: 'dd0000000000000000000002' } })]: { body: { success: true } },
    });
    renderAdmin(<ManageUsers />);
    const revoke = await screen.findByRole('button', { name: 'Revoke sessions: Boss' });

    fire.mockResolvedValue({ isConfirmed: false });
    await userEvent.click(revoke);
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fire.mockResolvedValue({ isConfirmed: true });
    await userEvent.click(revoke);

    expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Revoke all sessions?', text: 'Boss will be signed out on every device and must sign in again.', confirmButtonText: 'Yes, revoke', showCancelButton: true }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', text: 'Boss is signed out everywhere' })));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/users/dd0000000000000000000002/sessions']);
  });

  it('when the admin types in the search box, then users are searched by that text from page 1', async () => {
    const { calls } = fakeApi({
      [routeOf(API.searchUsers, { query: { page: '1', limit: '10' } })]: { body: [user('dd0000000000000000000001', 'Karima', 'user')], headers: { 'X-Total-Count': '1' } },
      [routeOf(API.searchUsers, { query: { search: 'rahim', page: '1', limit: '10' } })]: { body: [user('dd0000000000000000000003', 'Rahim', 'user')], headers: { 'X-Total-Count': '1' } },
    });
    renderAdmin(<ManageUsers />);
    await screen.findByText('Karima');
    await userEvent.type(screen.getByLabelText('Search users'), 'rahim');
    expect(await screen.findByText('Rahim')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/users?search=rahim&page=1&limit=10');
  });

  it('when the page is in Bengali, then the section, its columns, badges and buttons read in Bengali and only the users’ own data stays Latin', async () => {
    fakeApi({ [routeOf(API.searchUsers, { query: { page: '1', limit: '10' } })]: { body: [user('dd0000000000000000000001', 'Karima', 'user', 'Gold'), user('dd0000000000000000000002', 'Boss', 'admin')], headers: { 'X-Total-Count': '2' } } });
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<ManageUsers />);

    const karima = (await screen.findByText('Karima')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'ইউজার ব্যবস্থাপনা' })).toBeInTheDocument();
    expect(within(karima).getByText('গোল্ড')).toBeInTheDocument();
    expect(within(karima).getByRole('button', { name: 'অ্যাডমিন করুন: Karima' })).toHaveTextContent('অ্যাডমিন করুন');
    expect(within(karima).getByRole('button', { name: 'সেশন বাতিল করুন: Karima' })).toHaveTextContent('সেশন বাতিল করুন');
    expect(screen.getByLabelText('ইউজার খুঁজুন')).toHaveAttribute('placeholder', 'নাম বা ই-মেইল');
    expect(latinWords(container, ['Karima', 'Boss', 'karima@hostel.local', 'boss@hostel.local'])).toEqual([]);
  });
});
