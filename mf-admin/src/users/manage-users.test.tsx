import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@hostel/ui';
import { latinWords } from '@hostel/ui/src/testing/latin';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { ManageUsers } from './manage-users';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const user = (id: string, name: string, role: 'user' | 'admin', badge = 'Bronze') => ({ _id: id, name, email: `${name.toLowerCase()}@hostel.local`, photo: null, photoURL: null, role, badge, creationTime: '', lastSignInTime: '' });

describe('ManageUsers', () => {
  afterEach(() => act(() => changeLanguage('en')));

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

    await userEvent.click(within(karima).getByRole('button', { name: 'Make Admin: Karima' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make Admin: Karima' })).not.toBeInTheDocument());
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

  it('when the page is in Bengali, then the section, its columns, badges and buttons read in Bengali and only the users’ own data stays Latin', async () => {
    fakeApi({ 'GET /users?page=1&limit=10': { body: [user('dd0000000000000000000001', 'Karima', 'user', 'Gold'), user('dd0000000000000000000002', 'Boss', 'admin')], headers: { 'X-Total-Count': '2' } } });
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<ManageUsers />);

    const karima = (await screen.findByText('Karima')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'ইউজার ব্যবস্থাপনা' })).toBeInTheDocument();
    expect(within(karima).getByText('গোল্ড')).toBeInTheDocument();
    expect(within(karima).getByRole('button', { name: 'অ্যাডমিন করুন: Karima' })).toHaveTextContent('অ্যাডমিন করুন');
    expect(screen.getByLabelText('ইউজার খুঁজুন')).toHaveAttribute('placeholder', 'নাম বা ই-মেইল');
    expect(latinWords(container, ['Karima', 'Boss', 'karima@hostel.local', 'boss@hostel.local'])).toEqual([]);
  });
});
